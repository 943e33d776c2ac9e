import { describe, expect, it } from 'vitest'
import { bundledFiles, bundleSplit, staticReach, storefrontExposes } from './first-load-bundle'

describe("the shop's first load", () => {
  // The shell's entry only starts the async boundary (`import('./bootstrap')`): the bootstrap is its first load.
  const firstLoad = ['shell/src/bootstrap.tsx', ...storefrontExposes()]

  it("reaches no hono client statically: the API's transport comes with the first call or interaction", async () => {
    const metafile = await bundleSplit(firstLoad)
    const { files, libraries } = staticReach(metafile, firstLoad)
    expect(libraries).toContain('react')
    expect(libraries).not.toContain('hono')
    expect(files).not.toContain('packages/api-client/src/core/request.ts')
    expect(files).not.toContain('packages/api-client/src/core/parse-body.ts')
    // The calls still work: the typed client and its transport are bundled, in a chunk fetched on demand.
    expect(bundledFiles(metafile)).toContain('packages/api-client/src/core/rpc.ts')
  })

  it('would see hono if a first-load module imported the transport', async () => {
    const entries = ['packages/api-client/src/core/rpc.ts']
    expect(staticReach(await bundleSplit(entries), entries).libraries).toContain('hono')
  })
})
