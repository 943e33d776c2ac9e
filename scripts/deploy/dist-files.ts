import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { type BuildFile, buildIdOf, isBuildFilePath } from '@shop/domain/remote-build'

export interface DistFile extends BuildFile {
  /** Where the file is on disk. */
  file: string
  size: number
}

export interface DistBuild {
  buildId: string
  files: DistFile[]
  /** Files the build may not hold (the standalone index.html, say), left out of it. */
  skipped: string[]
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name)
      return entry.isDirectory() ? walk(path) : Promise.resolve(entry.isFile() ? [path] : [])
    }),
  )
  return nested.flat()
}

/**
 * A built remote as a deployable build: every file a build may hold, with its SHA-256, and the build id the worker
 * computes the same way (@shop/domain/remote-build), so the id names exactly these bytes.
 */
export async function readDist(dist: string): Promise<DistBuild> {
  const files: DistFile[] = []
  const skipped: string[] = []
  for (const file of (await walk(dist)).sort()) {
    const path = relative(dist, file).split(sep).join('/')
    if (!isBuildFilePath(path)) {
      skipped.push(path)
      continue
    }
    const bytes = await readFile(file)
    files.push({ path, file, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') })
  }
  return { buildId: await buildIdOf(files), files, skipped }
}
