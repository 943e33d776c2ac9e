import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { parseDeployArgs } from './args'
import { deployToken } from './deploy-api'
import { readDist } from './dist-files'

const sha = (text: string) => createHash('sha256').update(text).digest('hex')
let dist = ''

beforeEach(async () => {
  dist = await mkdtemp(join(tmpdir(), 'remote-dist-'))
  await mkdir(join(dist, 'static/js/async'), { recursive: true })
  await writeFile(join(dist, 'mf-manifest.json'), '{"name":"storefront"}')
  await writeFile(join(dist, 'static/js/async/1.js'), 'one')
  await writeFile(join(dist, 'static/js/main.js'), 'main')
  await writeFile(join(dist, 'index.html'), '<!doctype html>')
})

afterEach(() => rm(dist, { recursive: true, force: true }))

describe('readDist', () => {
  it('hashes every build file and names the build by the digest of the sorted path/hash lines', async () => {
    const build = await readDist(dist)
    expect(build.files.map((file) => [file.path, file.sha256])).toEqual([
      ['mf-manifest.json', sha('{"name":"storefront"}')],
      ['static/js/async/1.js', sha('one')],
      ['static/js/main.js', sha('main')],
    ])
    const lines = `mf-manifest.json\t${sha('{"name":"storefront"}')}\nstatic/js/async/1.js\t${sha('one')}\nstatic/js/main.js\t${sha('main')}\n`
    expect(build.buildId).toBe(sha(lines).slice(0, 32))
    expect(build.skipped).toEqual(['index.html'])
  })

  it('gives another id when one byte changes, and the same id for the same bytes', async () => {
    const before = (await readDist(dist)).buildId
    expect((await readDist(dist)).buildId).toBe(before)
    await writeFile(join(dist, 'static/js/main.js'), 'main!')
    expect((await readDist(dist)).buildId).not.toBe(before)
  })
})

describe('deploy arguments', () => {
  it('reads the remote, flags and a --dist relative to where npm was run', () => {
    const options = parseDeployArgs(['storefront', '--dist', 'out', '--preview', '--no-build'], {
      INIT_CWD: '/somewhere',
      PORT: '8801',
    })
    expect(options).toMatchObject({
      remote: { name: 'storefront', workspace: 'mfe-storefront' },
      dist: '/somewhere/out',
      preview: true,
      build: false,
      origin: 'http://localhost:8801',
    })
    expect(parseDeployArgs(['mfe-admin', '--origin=https://shop.example/'], {}).origin).toBe(
      'https://shop.example',
    )
    expect(() => parseDeployArgs(['shell'], {})).toThrow(/Unknown remote/)
    expect(() => parseDeployArgs(['account', '--force'], {})).toThrow(/Unknown argument/)
  })

  it('takes the token from the environment, else from .dev.vars', async () => {
    const devVars = join(dist, '.dev.vars')
    await writeFile(devVars, 'JWT_SECRET=abc\nDEPLOY_TOKEN=from-file\n')
    expect(deployToken({ DEPLOY_TOKEN: 'from-env' }, devVars)).toBe('from-env')
    expect(deployToken({}, devVars)).toBe('from-file')
    expect(() => deployToken({}, join(dist, 'missing'))).toThrow(/No deploy token/)
  })
})
