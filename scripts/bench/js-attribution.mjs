// Attributes a page's JavaScript to what it comes from, through the builds' source maps (kept beside each app's
// build, in <app>/source-maps/, by @shop/build-config's pluginSourceMapsAside; its SOURCE_MAPS_DIR names the folder,
// and js-attribution.test.ts fails if the two part).
import { readFile } from 'node:fs/promises'
import { SourceMapConsumer } from 'source-map-js'
import { remotes, root } from '../lib/paths.mjs'

/**
 * The stack every shop page runs on whatever the shop shows: React, the bundler's and Module Federation's runtime, and
 * the singletons the architecture shares. Together they are the page's floor; the rest is the shop's own.
 */
export const STACK_PARTS = [
  ['React', /node_modules\/(?:react|react-dom|scheduler)\//],
  [
    'federation and bundler runtime',
    /node_modules\/@module-federation\/|\.rspack-mf-runtime\/|^webpack:\/\/webpack\//,
  ],
  ['react-router', /node_modules\/react-router(?:-dom)?\//],
  ['react-query', /node_modules\/@tanstack\/(?:query-core|react-query)\//],
  ['react-intl', /node_modules\/(?:react-intl|intl-messageformat|@formatjs\/[^/]+)\//],
  ['jotai', /node_modules\/jotai\//],
]
export const OTHER_LIBRARIES = 'other libraries'
export const SHOP_CODE = "the shop's code"
/** Bytes no source names: the chunks' wrappers and the module table. */
export const UNMAPPED = 'chunk wrappers'
/** A script whose map is missing (a build older than its maps, say): said, never guessed. */
export const NO_MAP = 'scripts without a source map'

/** Which part of a page a bundled source file belongs to. */
export function partOf(source) {
  if (!source) return UNMAPPED
  for (const [part, pattern] of STACK_PARTS) if (pattern.test(source)) return part
  return source.includes('node_modules/') ? OTHER_LIBRARIES : SHOP_CODE
}

export const isStackPart = (part) => STACK_PARTS.some(([name]) => name === part)

/** Bytes of the generated code per part, each mapping segment running to the next one (or its line's end). */
export function rawBytesByPart(code, map) {
  const lines = code.split('\n')
  const segments = []
  new SourceMapConsumer(map).eachMapping((mapping) => segments.push(mapping))
  segments.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn)
  const parts = new Map()
  const add = (part, bytes) => parts.set(part, (parts.get(part) ?? 0) + bytes)
  let mapped = 0
  segments.forEach((segment, index) => {
    const next = segments[index + 1]
    const end =
      next && next.generatedLine === segment.generatedLine
        ? next.generatedColumn
        : (lines[segment.generatedLine - 1]?.length ?? segment.generatedColumn)
    const bytes = Math.max(0, end - segment.generatedColumn)
    add(partOf(segment.source), bytes)
    mapped += bytes
  })
  add(UNMAPPED, Math.max(0, code.length - mapped))
  return parts
}

/** The source map of a script the site serves: the shell's at its root, a remote's under /remotes/<name>/. */
export function sourceMapFileOf(pathname) {
  const remote = pathname.match(/^\/remotes\/([^/]+)\/(.+)$/)
  if (!remote) return `${root}shell/source-maps${pathname}.map`
  const workspace = remotes.find((candidate) => candidate.name === remote[1])?.workspace
  return workspace ? `${root}${workspace}/source-maps/${remote[2]}.map` : null
}

/**
 * A script's gzip bytes split by part, in proportion to each part's share of its code (gzip does not say which input
 * byte cost what, so this is an estimate).
 */
export async function attributeScript({ pathname, code, gzip }) {
  const file = sourceMapFileOf(pathname)
  const map = file ? await readFile(file, 'utf8').catch(() => null) : null
  if (!map) return new Map([[NO_MAP, gzip]])
  const raw = rawBytesByPart(code, JSON.parse(map))
  return new Map([...raw].map(([part, bytes]) => [part, (bytes / Math.max(1, code.length)) * gzip]))
}
