import { SourceMapGenerator } from 'source-map-js'
import { describe, expect, it } from 'vitest'
import { SOURCE_MAPS_DIR } from '../../packages/build-config/src/source-maps-aside'
import { root } from '../lib/paths.mjs'
import { partOf, rawBytesByPart, SHOP_CODE, sourceMapFileOf, UNMAPPED } from './js-attribution.mjs'

describe('partOf', () => {
  it.each([
    ['../../node_modules/react-dom/cjs/react-dom-client.production.js', 'React'],
    ['../../node_modules/scheduler/cjs/scheduler.production.js', 'React'],
    ['../../node_modules/@module-federation/runtime-core/dist/core.js', 'federation and bundler runtime'],
    ['../../node_modules/.rspack-mf-runtime/shell.js', 'federation and bundler runtime'],
    ['webpack://webpack/runtime/jsonp_chunk_loading', 'federation and bundler runtime'],
    ['../../node_modules/react-router/dist/development/index.mjs', 'react-router'],
    ['../../node_modules/@tanstack/query-core/build/modern/query.js', 'react-query'],
    ['../../node_modules/@formatjs/intl/index.js', 'react-intl'],
    ['../../node_modules/intl-messageformat/index.js', 'react-intl'],
    ['../../node_modules/jotai/esm/vanilla.mjs', 'jotai'],
    ['../../node_modules/hono/dist/client/client.js', 'other libraries'],
    ['../../packages/ui/src/components/button.tsx', SHOP_CODE],
    ['../../src/features/search/components/search-combobox.tsx', SHOP_CODE],
    [null, UNMAPPED],
  ])('%s is %s', (source, part) => {
    expect(partOf(source)).toBe(part)
  })

  it('does not take a package whose name merely starts like a stack part for it', () => {
    expect(partOf('../../node_modules/react-hook-form/dist/index.esm.mjs')).toBe('other libraries')
    expect(partOf('../../node_modules/jotai-devtools/index.js')).toBe('other libraries')
  })
})

describe('rawBytesByPart', () => {
  it("runs each segment to the next one on its line, or to the line's end, and counts the rest as unmapped", () => {
    // "AAAA" from React, "BBB" from the shop, then 5 bytes no mapping names, over two lines.
    const code = 'AAAABBB\nxxxx'
    const map = new SourceMapGenerator({ file: 'chunk.js' })
    const segment = (line: number, column: number, source: string) =>
      map.addMapping({ generated: { line, column }, original: { line: 1, column: 0 }, source })
    segment(1, 0, '../node_modules/react-dom/index.js')
    segment(1, 4, '../src/app.tsx')
    const parts = rawBytesByPart(code, JSON.parse(map.toString()))
    expect(Object.fromEntries(parts)).toEqual({ React: 4, [SHOP_CODE]: 3, [UNMAPPED]: 5 })
  })
})

describe('sourceMapFileOf', () => {
  it("finds the shell's map where the build puts it (pluginSourceMapsAside) and a remote's under its workspace", () => {
    expect(sourceMapFileOf('/static/js/index.abc.js')).toBe(
      `${root}shell/${SOURCE_MAPS_DIR}/static/js/index.abc.js.map`,
    )
    expect(sourceMapFileOf('/remotes/storefront/static/js/async/frame.abc.js')).toBe(
      `${root}mfe-storefront/${SOURCE_MAPS_DIR}/static/js/async/frame.abc.js.map`,
    )
    expect(sourceMapFileOf('/remotes/unknown/static/js/a.js')).toBeNull()
  })
})
