/** Where `rsbuild dev` of each remote listens; the shell's dev server answers /remotes.json with these. */
export const DEV_REMOTES = {
  storefront: 'http://localhost:3001/mf-manifest.json',
  account: 'http://localhost:3002/mf-manifest.json',
  admin: 'http://localhost:3003/mf-manifest.json',
} as const
