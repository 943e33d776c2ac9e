import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { API_TRANSPORT_CHUNK, isApiTransportFile } from '@shop/domain/code-preloads'
import { describe, expect, it } from 'vitest'
import shellConfig from '../../../shell/rsbuild.config'
import { bundledFiles, bundleSplit, repoRoot, staticReach, storefrontExposes } from './first-load-bundle'

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

describe("the API transport's chunk", () => {
  const file = 'static/js/async/api-transport.8f6f4533b5.js'

  it('is named as the worker looks for it, and left out of the shell’s preloads', () => {
    const source = readFileSync(join(repoRoot, 'packages/api-client/src/core/lazy-transport.ts'), 'utf8')
    expect(source).toContain(`webpackChunkName: "${API_TRANSPORT_CHUNK}"`)
    expect(isApiTransportFile(file)).toBe(true)
    expect(isApiTransportFile('static/js/async/api-transports.8f6f4533b5.js')).toBe(false)
    const preloads = [shellConfig.performance?.preload ?? []].flat()
    const exclude = preloads.flatMap((preload) =>
      typeof preload === 'object' ? [preload.exclude ?? []].flat() : [],
    )
    expect(
      exclude.some((filter) =>
        filter instanceof RegExp
          ? filter.test(file)
          : typeof filter === 'string'
            ? file.includes(filter)
            : filter(file),
      ),
    ).toBe(true)
  })
})
