import { createHash, randomUUID } from 'node:crypto'
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PictureRole } from './media'
import { toWebp } from './webp'

const root = fileURLToPath(new URL('../../', import.meta.url))

/** What a seeded picture's bytes follow from besides its own arguments: the drawing, encoding and quality code. */
export const DRAWING_SOURCES = [
  'scripts/seed/draw',
  'scripts/seed/images.ts',
  'scripts/seed/png.ts',
  'scripts/seed/webp.ts',
  'packages/domain/src/responsive-image.ts',
  'node_modules/sharp/package.json',
]

async function filesUnder(path: string): Promise<string[]> {
  const entries = await readdir(path, { withFileTypes: true }).catch(() => null)
  if (!entries) return [path]
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? filesUnder(join(path, entry.name)) : [join(path, entry.name)],
    ),
  )
  return nested.flat().sort()
}

/** A hash of every file `sources` names (folders walked), from `base`: it changes when any of them does. */
export async function sourcesVersion(sources: readonly string[], base = root): Promise<string> {
  const hash = createHash('sha256')
  for (const source of sources) {
    for (const file of await filesUnder(join(base, source))) {
      hash.update(file.slice(base.length)).update('\0')
      hash.update(await readFile(file)).update('\0')
    }
  }
  return hash.digest('hex')
}

export interface PictureCache {
  /** The bytes `render` gives for `args`: read from the cache when they were rendered before, else rendered and kept. */
  get(args: readonly unknown[], render: () => Promise<Uint8Array>): Promise<Uint8Array>
}

/**
 * Seeded pictures kept on disk between seeds, keyed by their arguments and the version of the code that draws and
 * encodes them: drawing is JavaScript and took about half of a fresh seed (192 product pictures in 8.6 s here), and
 * every fresh start, test run and bench seeds the same pictures again. A file is written under a temporary name and
 * renamed, so a seed running beside another never reads half a picture.
 */
export function createPictureCache(dir: string, version: () => Promise<string>): PictureCache {
  let known: Promise<string> | null = null
  return {
    async get(args, render) {
      known ??= version()
      const key = createHash('sha256')
        .update(await known)
        .update(JSON.stringify(args))
        .digest('hex')
      const file = join(dir, `${key}.bin`)
      const cached = await readFile(file).catch(() => null)
      if (cached) return new Uint8Array(cached)
      const bytes = await render()
      await mkdir(dir, { recursive: true })
      const partial = `${file}.${randomUUID()}.partial`
      await writeFile(partial, bytes)
      await rename(partial, file)
      return bytes
    },
  }
}

/** The seed's own cache, beside the other tools' caches; SEED_PICTURE_CACHE names another folder. */
export const seedPictures = createPictureCache(
  process.env.SEED_PICTURE_CACHE ?? join(root, 'node_modules/.cache/shop-seed-pictures'),
  () => sourcesVersion(DRAWING_SOURCES),
)

/**
 * A drawing encoded as WebP for `role`, through the seed's cache: the drawing's name and its arguments are the key, so
 * the key and what is drawn cannot differ.
 */
export function cachedWebp<Draw extends (...args: never[]) => Uint8Array>(
  draw: Draw,
  args: Parameters<Draw>,
  role: PictureRole,
): Promise<Uint8Array> {
  if (!draw.name) return Promise.reject(new Error('a cached drawing needs a name: it is part of the key'))
  return seedPictures.get([draw.name, ...args, role], () => toWebp(draw(...args), role))
}
