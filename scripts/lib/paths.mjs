import { fileURLToPath } from 'node:url'

export const root = fileURLToPath(new URL('../../', import.meta.url))
export const publicDir = `${root}dist/public`

/** The remotes, in build order, with the folder each is served from under the site root. */
export const remotes = [
  { name: 'storefront', workspace: 'mfe-storefront' },
  { name: 'account', workspace: 'mfe-account' },
  { name: 'admin', workspace: 'mfe-admin' },
]
