import { createRequire } from 'node:module'
import type { RsbuildPlugin } from '@rsbuild/core'

const require = createRequire(import.meta.url)

/** The message catalogues: every module under packages/i18n or packages/domain `src/messages/` but their indexes. */
export const CATALOGUE_FILES =
  /[\\/]packages[\\/](?:i18n|domain)[\\/]src[\\/]messages[\\/](?!index\.ts$)(?:.*[\\/])?[^\\/]+(?<!\.test)\.ts$/

/**
 * react-intl without its ICU parser: each catalogue is compiled to syntax trees as it is bundled (the loader), and
 * the parser is aliased to the formatjs no-parser build, which throws if an uncompiled message is ever formatted.
 * Every app applies it: a remote formats with the react-intl the shell shares, so its messages must be compiled too.
 */
export function pluginPrecompiledMessages(): RsbuildPlugin {
  return {
    name: 'shop:precompiled-messages',
    setup(api) {
      api.modifyRspackConfig((config) => {
        config.module ??= {}
        config.module.rules ??= []
        config.module.rules.push({
          test: CATALOGUE_FILES,
          enforce: 'pre',
          loader: require.resolve('./precompile-messages-loader.cjs'),
        })
        config.resolve ??= {}
        config.resolve.alias = {
          ...(config.resolve.alias as Record<string, string>),
          '@formatjs/icu-messageformat-parser$': require.resolve(
            '@formatjs/icu-messageformat-parser/no-parser.js',
          ),
        }
      })
    },
  }
}
