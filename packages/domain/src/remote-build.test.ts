import { describe, expect, it } from 'vitest'
import {
  BUILD_ID_PATTERN,
  buildContentType,
  buildIdOf,
  buildManifestAddress,
  isBuildFilePath,
  sha256Hex,
} from './remote-build'

// Known SHA-256 vectors (FIPS 180-2), so the hashing is checked against something other than itself.
const ABC = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'
const EMPTY = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'
const sha = (text: string) => sha256Hex(text)

describe('buildIdOf', () => {
  const files = [
    { path: 'mf-manifest.json', sha256: ABC },
    { path: 'static/js/a.js', sha256: EMPTY },
    { path: 'static/css/a.css', sha256: 'f'.repeat(64) },
  ]

  it('is the SHA-256 of the sorted path/hash lines, cut to 32 hex digits', async () => {
    const lines = [...files]
      .sort((a, b) => a.path.localeCompare(b.path))
      .map((file) => `${file.path}\t${file.sha256}\n`)
      .join('')
    const id = await buildIdOf(files)
    expect(id).toBe((await sha(lines)).slice(0, 32))
    expect(id).toMatch(BUILD_ID_PATTERN)
  })

  it('does not depend on the order the files are listed in', async () => {
    expect(await buildIdOf([...files].reverse())).toBe(await buildIdOf(files))
  })

  it('changes when one byte of one file does, or a file is renamed', async () => {
    const id = await buildIdOf(files)
    const changed = files.map((file, index) => (index === 1 ? { ...file, sha256: ABC } : file))
    const renamed = files.map((file, index) => (index === 1 ? { ...file, path: 'static/js/b.js' } : file))
    expect(await buildIdOf(changed)).not.toBe(id)
    expect(await buildIdOf(renamed)).not.toBe(id)
  })
})

describe('sha256Hex', () => {
  it('matches the standard vectors, for text and for bytes', async () => {
    expect(await sha256Hex('abc')).toBe(ABC)
    expect(await sha256Hex('')).toBe(EMPTY)
    expect(await sha256Hex(new Uint8Array([0x61, 0x62, 0x63]))).toBe(ABC)
  })

  it('hashes text as UTF-8', async () => {
    expect(await sha256Hex('ç')).toBe(await sha256Hex(new Uint8Array([0xc3, 0xa7])))
  })
})

describe('build file paths', () => {
  it('accepts the files a remote build holds', () => {
    for (const path of [
      'mf-manifest.json',
      'static/js/async/w2.8934a7ab10.js',
      'static/css/storefront.1a2b.css',
      'static/js/storefront.0435e42d25.js.map',
      'static/font/inter.woff2',
    ])
      expect(isBuildFilePath(path), path).toBe(true)
  })

  it('refuses traversal, hidden files, odd characters, HTML and overlong paths', () => {
    for (const path of [
      '',
      '../x.js',
      'static/../x.js',
      'static//x.js',
      '/static/x.js',
      '.env.json',
      'static/.hidden.js',
      'static/a b.js',
      'static/a%2e.js',
      'static\\a.js',
      'index.html',
      'static/noext',
      `${'a'.repeat(200)}.js`,
    ])
      expect(isBuildFilePath(path), path).toBe(false)
  })

  it('serves each kind with its type', () => {
    expect(buildContentType('a.js')).toMatch(/^text\/javascript/)
    expect(buildContentType('a.CSS')).toMatch(/^text\/css/)
    expect(buildContentType('a.js.map')).toMatch(/^application\/json/)
    expect(buildContentType('a.woff2')).toBe('font/woff2')
    expect(buildContentType('a.svg')).toBe('image/svg+xml')
    expect(buildContentType('a.html')).toBeNull()
  })

  it('addresses a build manifest under /remote-builds', () => {
    expect(buildManifestAddress('storefront', 'ab'.repeat(16))).toBe(
      `/remote-builds/storefront/${'ab'.repeat(16)}/mf-manifest.json`,
    )
  })
})
