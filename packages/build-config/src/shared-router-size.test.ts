import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { repoRoot } from './first-load-bundle'
import { ROUTER_EXPORTS } from './shared-tree-shaking'

/** The router every page downloads: react-router-dom tree-shaken to the shared list, minified as for production. */
async function sharedRouter(exports: readonly string[]): Promise<string> {
  const result = await build({
    absWorkingDir: repoRoot,
    stdin: { contents: `export { ${exports.join(', ')} } from 'react-router-dom'`, resolveDir: repoRoot },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    external: ['react', 'react-dom'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  })
  return result.outputFiles[0]?.text ?? ''
}

const DATA_ROUTER_ENGINE = 'non-empty routes array to createRouter'

describe('the shared router', () => {
  it('carries no data router engine: the shop routes declaratively, on a guarded history', async () => {
    const router = await sharedRouter(ROUTER_EXPORTS)
    expect(router).not.toContain(DATA_ROUTER_ENGINE)
    // About 15.6 KB gzip here; the data router added about 18 KB.
    expect(gzipSync(router).length).toBeLessThan(20_000)
  })

  it('would carry the engine if an app used a data router', async () => {
    const router = await sharedRouter([...ROUTER_EXPORTS, 'createBrowserRouter', 'RouterProvider'])
    expect(router).toContain(DATA_ROUTER_ENGINE)
    expect(gzipSync(router).length).toBeGreaterThan(30_000)
  })
})
