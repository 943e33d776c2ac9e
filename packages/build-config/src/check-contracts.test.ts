import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { type BuiltManifest, checkBuiltContracts, contractProblems } from './check-contracts'

const root = fileURLToPath(new URL('../../../', import.meta.url))

const singletons = (versions: Record<string, string>, ranges: Record<string, string | false> = {}) =>
  Object.entries(versions).map(([name, version]) => ({
    name,
    version,
    singleton: true,
    requiredVersion: name in ranges ? ranges[name] : `^${version}`,
  }))

const VERSIONS = { react: '19.3.1', 'react-dom': '19.3.1', '@shop/state': '0.1.0' }

function manifest(name: string, exposes: string[], shared = singletons(VERSIONS)): BuiltManifest {
  return { name, shared, exposes: exposes.map((expose) => ({ name: expose })) }
}

function fitting() {
  return {
    shell: manifest('shell', []),
    remotes: {
      storefront: manifest('storefront', ['App', 'Header', 'Footer']),
      account: manifest('account', ['App']),
      admin: manifest('admin', ['App']),
    },
  }
}

describe('contractProblems', () => {
  it('accepts remotes that expose the contract and whose ranges the shell meets', () => {
    const { shell, remotes } = fitting()
    expect(contractProblems(shell, remotes)).toEqual([])
  })

  it('names a missing and an extra exposed module', () => {
    const { shell, remotes } = fitting()
    remotes.storefront = manifest('storefront', ['App', 'Footer', 'Banner'])
    expect(contractProblems(shell, remotes)).toEqual([
      'storefront does not expose ./Header, which the shell renders',
      'storefront exposes ./Banner, which is not in the contract (remote-contracts.ts)',
    ])
  })

  it('refuses a remote whose range the shell version does not meet', () => {
    const { shell, remotes } = fitting()
    remotes.account = manifest('account', ['App'], singletons({ ...VERSIONS, react: '20.0.0' }))
    expect(contractProblems(shell, remotes)).toEqual([
      'account needs react ^20.0.0, the shell provides 19.3.1',
    ])
  })

  it('refuses a remote needing a newer atoms package than the shell provides', () => {
    const { shell, remotes } = fitting()
    remotes.admin = manifest('admin', ['App'], singletons({ ...VERSIONS, '@shop/state': '0.2.0' }))
    expect(contractProblems(shell, remotes)).toEqual([
      'admin needs @shop/state ^0.2.0, the shell provides 0.1.0',
    ])
  })

  it('refuses a singleton shared by one side only, and one shared without a range', () => {
    const { shell, remotes } = fitting()
    const { 'react-dom': _dom, ...withoutDom } = VERSIONS
    remotes.account = manifest(
      'account',
      ['App'],
      [...singletons(withoutDom, { react: false }), ...singletons({ '@shop/ui': '0.1.0' })],
    )
    expect(contractProblems(shell, remotes)).toEqual([
      'account shares react without a version range',
      'account shares @shop/ui, which the shell does not share',
      'account bundles its own react-dom, which the shell shares',
    ])
  })
})

async function writeBuild(dir: string, build: ReturnType<typeof fitting>) {
  await writeFile(join(dir, 'mf-manifest.json'), JSON.stringify(build.shell))
  for (const [name, built] of Object.entries(build.remotes)) {
    await mkdir(join(dir, 'remotes', name), { recursive: true })
    await writeFile(join(dir, 'remotes', name, 'mf-manifest.json'), JSON.stringify(built))
  }
}

describe('the build step (scripts/check-contracts.ts)', () => {
  it('reads the assembled manifests', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'contracts-'))
    await writeBuild(dir, fitting())
    expect(await checkBuiltContracts(dir)).toEqual([])
  })

  it('fails the build for a doctored manifest', { timeout: 30_000 }, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'contracts-'))
    const build = fitting()
    build.remotes.storefront = manifest('storefront', ['App', 'Footer'])
    await writeBuild(dir, build)
    const run = promisify(execFile)(
      join(root, 'node_modules/.bin/tsx'),
      ['scripts/check-contracts.ts', dir],
      {
        cwd: root,
      },
    )
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('storefront does not expose ./Header'),
    })
  })

  it('passes the build for fitting manifests', { timeout: 30_000 }, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'contracts-'))
    await writeBuild(dir, fitting())
    const { stdout } = await promisify(execFile)(
      join(root, 'node_modules/.bin/tsx'),
      ['scripts/check-contracts.ts', dir],
      { cwd: root },
    )
    expect(stdout).toContain('remotes match the shell')
  })
})
