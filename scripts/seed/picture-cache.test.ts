import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { productImage } from './images'
import { cachedWebp, createPictureCache, DRAWING_SOURCES, sourcesVersion } from './picture-cache'
import { toWebp } from './webp'

const bytes = (...values: number[]) => new Uint8Array(values)

describe('the seed picture cache', () => {
  it('renders a picture once and reads it back the next time, in this seed or the next one', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pictures-'))
    const render = vi.fn(async () => bytes(1, 2, 3))
    const first = createPictureCache(dir, async () => 'v1')
    expect(await first.get(['product', 'gloves', 400], render)).toEqual(bytes(1, 2, 3))
    const nextSeed = createPictureCache(dir, async () => 'v1')
    expect(await nextSeed.get(['product', 'gloves', 400], render)).toEqual(bytes(1, 2, 3))
    expect(render).toHaveBeenCalledTimes(1)
    expect((await readdir(dir)).filter((name) => name.endsWith('.partial'))).toEqual([])
  })

  it('renders again for other arguments or another version of the drawing code', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pictures-'))
    const render = vi.fn(async () => bytes(render.mock.calls.length))
    const cache = createPictureCache(dir, async () => 'v1')
    await cache.get(['product', 'gloves', 400], render)
    await cache.get(['product', 'gloves', 800], render)
    await createPictureCache(dir, async () => 'v2').get(['product', 'gloves', 400], render)
    expect(render).toHaveBeenCalledTimes(3)
  })

  it("versions the drawing code by every file's content, folders walked", async () => {
    const base = await mkdtemp(join(tmpdir(), 'sources-'))
    await mkdir(join(base, 'draw'))
    await writeFile(join(base, 'draw', 'shapes.ts'), 'circle')
    await writeFile(join(base, 'png.ts'), 'deflate')
    const before = await sourcesVersion(['draw', 'png.ts'], `${base}/`)
    expect(await sourcesVersion(['draw', 'png.ts'], `${base}/`)).toBe(before)
    await writeFile(join(base, 'draw', 'shapes.ts'), 'square')
    expect(await sourcesVersion(['draw', 'png.ts'], `${base}/`)).not.toBe(before)
  })

  it('reads every source the seed names: a moved file fails here instead of leaving stale pictures', async () => {
    await expect(sourcesVersion(DRAWING_SOURCES)).resolves.toMatch(/^[0-9a-f]{64}$/)
    await expect(sourcesVersion(['scripts/seed/no-such-file.ts'])).rejects.toThrow()
  })

  it('keys a drawing by its name and arguments, so what is cached is what is drawn', async () => {
    const drawn = await cachedWebp(productImage, ['gloves', '#6b7a1d', 1, 400], 'copy')
    expect(drawn).toEqual(await toWebp(productImage('gloves', '#6b7a1d', 1, 400), 'copy'))
    expect(await cachedWebp(productImage, ['gloves', '#6b7a1d', 0, 400], 'copy')).not.toEqual(drawn)
    await expect(
      cachedWebp((size: number) => productImage('gloves', '#000000', 0, size), [400], 'copy'),
    ).rejects.toThrow(/needs a name/)
  })
})
