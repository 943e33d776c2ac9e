// What a browser build gets for a server-only module (server-only-modules.ts): any use is a build mistake, said here.
function serverOnly() {
  throw new Error('server-only module used in a browser build')
}
export const parse = serverOnly
export const serialize = serverOnly
export const splitCookiesString = serverOnly
