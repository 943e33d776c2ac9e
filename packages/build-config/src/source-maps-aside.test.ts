import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { RsbuildPluginAPI } from '@rsbuild/core'
import { afterEach, describe, expect, it } from 'vitest'
import { pluginSourceMapsAside, SOURCE_MAPS_DIR } from './source-maps-aside'

interface Captured {
  config?: (config: object, utils: { mergeRsbuildConfig: (...configs: object[]) => object }) => object
  afterBuild?: () => Promise<void>
}

function setUp(action: 'build' | 'dev', rootPath: string) {
  const captured: Captured = {}
  const api = {
    context: { action, rootPath, distPath: join(rootPath, 'dist') },
    modifyRsbuildConfig: (fn: Captured['config']) => {
      captured.config = fn
    },
    onAfterBuild: (fn: Captured['afterBuild']) => {
      captured.afterBuild = fn
    },
  } as unknown as RsbuildPluginAPI
  pluginSourceMapsAside().setup(api)
  return captured
}

const files = async (dir: string) =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort()

describe('pluginSourceMapsAside', () => {
  let rootPath = ''
  afterEach(() => rm(rootPath, { recursive: true, force: true }))

  it('asks a production build for hidden maps and moves them out of dist, keeping their paths', async () => {
    rootPath = await mkdtemp(join(tmpdir(), 'maps-aside-'))
    const dist = join(rootPath, 'dist')
    await mkdir(join(dist, 'static/js/async'), { recursive: true })
    await writeFile(join(dist, 'static/js/index.1.js'), 'code')
    await writeFile(join(dist, 'static/js/index.1.js.map'), '{"index":1}')
    await writeFile(join(dist, 'static/js/async/a.2.js.map'), '{"a":2}')
    await mkdir(join(rootPath, SOURCE_MAPS_DIR, 'stale'), { recursive: true })
    await writeFile(join(rootPath, SOURCE_MAPS_DIR, 'stale/old.js.map'), '{}')

    const captured = setUp('build', rootPath)
    const merged = captured.config?.(
      {},
      { mergeRsbuildConfig: (...configs) => Object.assign({}, ...configs) },
    )
    expect(merged).toEqual({ output: { sourceMap: { js: 'hidden-source-map', css: false } } })
    await captured.afterBuild?.()

    expect(await files(dist)).toEqual(['static/js/index.1.js'])
    expect(await files(join(rootPath, SOURCE_MAPS_DIR))).toEqual([
      'static/js/async/a.2.js.map',
      'static/js/index.1.js.map',
    ])
    expect(await readFile(join(rootPath, SOURCE_MAPS_DIR, 'static/js/index.1.js.map'), 'utf8')).toBe(
      '{"index":1}',
    )
  })

  it('leaves a dev server alone', () => {
    const captured = setUp('dev', '/nowhere')
    expect(captured.config).toBeUndefined()
    expect(captured.afterBuild).toBeUndefined()
  })
})
