import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { join, sep } from 'node:path'
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin'
import { createRsbuild, type RsbuildPlugin, type Rspack } from '@rsbuild/core'
import { describe, expect, it } from 'vitest'
import accountConfig from '../../../mfe-account/rsbuild.config'
import adminConfig from '../../../mfe-admin/rsbuild.config'
import storefrontConfig from '../../../mfe-storefront/rsbuild.config'
import shellConfig from '../../../shell/rsbuild.config'
import { esModuleBuildOf, pluginFederationRuntimeEsm } from './federation-runtime-esm'
import { repoRoot } from './first-load-bundle'

const federationDist = (file: string) => join(repoRoot, 'node_modules/@module-federation', file)

/** Records the file behind every module the build resolves, after every other plugin has had its say. */
function recordResolvedFiles(files: string[]): RsbuildPlugin {
  return {
    name: 'test:resolved-files',
    setup(api) {
      api.modifyRspackConfig((config) => {
        config.plugins ??= []
        config.plugins.push({
          apply(compiler: Rspack.Compiler) {
            compiler.hooks.normalModuleFactory.tap('test:resolved-files', (factory) => {
              factory.hooks.afterResolve.tap('test:resolved-files', ({ createData }) => {
                if (createData?.resource) files.push(createData.resource)
              })
            })
          },
        })
      })
    },
  }
}

/** The federation runtime files a small host's production build bundles. */
async function bundledRuntimeFiles(extraPlugins: RsbuildPlugin[]): Promise<string[]> {
  // Inside the repository, so the build resolves the federation packages from its node_modules.
  const cache = join(repoRoot, 'node_modules/.cache')
  await mkdir(cache, { recursive: true })
  const cwd = await mkdtemp(join(cache, 'mf-runtime-'))
  await writeFile(join(cwd, 'index.js'), 'import("./app.js")\n')
  await writeFile(join(cwd, 'app.js'), 'document.title = "probe"\n')
  const files: string[] = []
  const rsbuild = await createRsbuild({
    cwd,
    rsbuildConfig: {
      mode: 'production',
      plugins: [
        pluginModuleFederation({ name: 'probe', remotes: {}, dts: false }),
        ...extraPlugins,
        recordResolvedFiles(files),
      ],
      source: { entry: { index: './index.js' } },
      output: { distPath: { root: join(cwd, 'dist') } },
      performance: { printFileSize: false },
      logLevel: 'error',
    },
  })
  const { stats, close } = await rsbuild.build()
  await close()
  await rm(cwd, { recursive: true, force: true })
  if (stats?.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }))
  return files.filter((file) => file.includes(`${sep}@module-federation${sep}`))
}

describe('esModuleBuildOf', () => {
  it('names the ES module beside a federation package’s CommonJS file', () => {
    expect(esModuleBuildOf(federationDist('sdk/dist/index.cjs'))).toBe(federationDist('sdk/dist/index.js'))
    expect(esModuleBuildOf(federationDist('webpack-bundler-runtime/dist/index.cjs'))).toBe(
      federationDist('webpack-bundler-runtime/dist/index.js'),
    )
  })

  it('leaves other packages and files without an ES module build alone', () => {
    expect(esModuleBuildOf(join(repoRoot, 'node_modules/cookie/dist/index.cjs'))).toBeUndefined()
    expect(esModuleBuildOf(federationDist('sdk/dist/no-such-file.cjs'))).toBeUndefined()
    expect(esModuleBuildOf(federationDist('sdk/dist/index.js'))).toBeUndefined()
  })
})

describe('the federation runtime in a production build', () => {
  it('comes from the packages’ ES modules only', { timeout: 120_000 }, async () => {
    const files = await bundledRuntimeFiles([pluginFederationRuntimeEsm()])
    expect(files.length).toBeGreaterThan(10)
    expect(files.filter((file) => file.endsWith('.cjs'))).toEqual([])
  })

  it('would come from CommonJS files without the plugin', { timeout: 120_000 }, async () => {
    const files = await bundledRuntimeFiles([])
    expect(files.filter((file) => file.endsWith('.cjs')).length).toBeGreaterThan(0)
  })
})

describe('every front end', () => {
  it.each([
    ['shell', shellConfig],
    ['storefront', storefrontConfig],
    ['account', accountConfig],
    ['admin', adminConfig],
  ])('the %s build bundles the runtime from its ES modules', (_name, config) => {
    const names = (config.plugins ?? []).map((plugin) => (plugin as RsbuildPlugin | undefined)?.name)
    expect(names).toContain(pluginFederationRuntimeEsm().name)
  })
})
