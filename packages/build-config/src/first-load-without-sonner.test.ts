import { describe, expect, it } from 'vitest'
import { bundleSplit, lazyLibraries, staticReach, storefrontExposes } from './first-load-bundle'

describe("the shop's first load", () => {
  // The shell's entry only starts the async boundary (`import('./bootstrap')`): the bootstrap is its first load.
  const firstLoad = ['shell/src/bootstrap.tsx', ...storefrontExposes()]

  it('reaches no sonner statically: the toaster and the toast API come after the first render', async () => {
    const metafile = await bundleSplit(firstLoad)
    const { libraries } = staticReach(metafile, firstLoad)
    expect(libraries).toContain('react')
    expect(libraries).not.toContain('sonner')
    // Toasts still work: the toast API and the toaster are fetched on demand.
    expect(lazyLibraries(metafile)).toContain('sonner')
  })

  it('would see sonner if a first-load module imported it', async () => {
    const entries = ['packages/ui/src/app/toaster.tsx']
    expect(staticReach(await bundleSplit(entries), entries).libraries).toContain('sonner')
  })
})
