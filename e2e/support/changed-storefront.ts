import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../', import.meta.url))

/** What the changed storefront shows, so the test can look for it. */
export const CHANGED = {
  /** An existing message, reworded (footer heading). */
  corporateHeading: 'Kurumsal Bilgiler',
  /** A message key the running shell has never seen, filled from a client call the running shell does not have. */
  releaseNote: (status: string) => `Yeni sürüm yayında, sistem durumu: ${status}`,
}

function replaceOnce(file: string, anchor: string, replacement: string) {
  const text = readFileSync(file, 'utf8')
  if (!text.includes(anchor))
    throw new Error(`${file} no longer contains ${JSON.stringify(anchor)}: update the e2e patch`)
  writeFileSync(file, text.replace(anchor, replacement))
}

/**
 * A node_modules that resolves every package to the repository's own install except the workspace packages, which
 * resolve to the copy's `packages/` (so the copy's changed api-client and messages are the ones bundled).
 */
function linkNodeModules(copy: string) {
  const modules = join(copy, 'node_modules')
  mkdirSync(join(modules, '@shop'), { recursive: true })
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (entry === '@shop' || entry === '.bin') continue
    symlinkSync(join(root, 'node_modules', entry), join(modules, entry))
  }
  for (const name of readdirSync(join(root, 'packages'))) {
    symlinkSync(join('..', '..', 'packages', name), join(modules, '@shop', name))
  }
}

/** The storefront's new behaviour: one reworded message, one new message key, one new API client call. */
function applyChange(copy: string) {
  writeFileSync(
    join(copy, 'packages/api-client/src/endpoints/shop-status.ts'),
    [
      "import { rpc } from '../core/calls'",
      '',
      '/** `GET /health`: whether the shop reports itself healthy. */',
      'export async function readShopStatus(): Promise<string> {',
      '  const { api, call } = await rpc()',
      '  const response = await api.health.$get(undefined, call)',
      '  return (await response.json()).data.status',
      '}',
      '',
    ].join('\n'),
  )
  const clientIndex = join(copy, 'packages/api-client/src/index.ts')
  writeFileSync(
    clientIndex,
    `${readFileSync(clientIndex, 'utf8')}export { readShopStatus } from './endpoints/shop-status'\n`,
  )
  replaceOnce(
    join(copy, 'packages/i18n/src/messages/storefront/tr.ts'),
    "'footer.corporate': 'Kurumsal',",
    [
      `'footer.corporate': '${CHANGED.corporateHeading}',`,
      `'footer.release_note': '${CHANGED.releaseNote('{status}')}',`,
    ].join('\n  '),
  )
  const footer = join(copy, 'mfe-storefront/src/features/layout/components/site-footer.tsx')
  replaceOnce(
    footer,
    "import { usePublicSettings } from '@shop/api-client'",
    [
      "import { readShopStatus, usePublicSettings } from '@shop/api-client'",
      "import { useEffect, useState } from 'react'",
    ].join('\n'),
  )
  replaceOnce(
    footer,
    '  const t = useT()\n',
    [
      '  const t = useT()',
      "  const [status, setStatus] = useState('')",
      '  useEffect(() => {',
      '    readShopStatus().then(setStatus, () => {})',
      '  }, [])',
      '',
    ].join('\n'),
  )
  replaceOnce(
    footer,
    '      <Container>\n',
    [
      '      <Container>',
      '        {status ? <p data-testid="release-note">{t(\'footer.release_note\' as never, { status })}</p> : null}',
      '',
    ].join('\n'),
  )
}

/**
 * Builds the storefront from a copy of its source and the shared packages with a change applied, the way its team
 * would after editing them, and answers the built `dist` folder. The repository's own files are not touched.
 */
export function buildChangedStorefront(workDir: string): string {
  rmSync(workDir, { recursive: true, force: true })
  mkdirSync(workDir, { recursive: true })
  for (const file of readdirSync(root).filter((name) => /^tsconfig.*\.json$/.test(name))) {
    cpSync(join(root, file), join(workDir, file))
  }
  const skip = (source: string) => !/\/(node_modules|dist)(\/|$)/.test(source)
  cpSync(join(root, 'packages'), join(workDir, 'packages'), { recursive: true, filter: skip })
  cpSync(join(root, 'mfe-storefront'), join(workDir, 'mfe-storefront'), { recursive: true, filter: skip })
  // The API's types, which the typed client reads (type-only: nothing of the worker is bundled).
  cpSync(join(root, 'api-worker/src'), join(workDir, 'api-worker/src'), { recursive: true })
  cpSync(join(root, 'api-worker/package.json'), join(workDir, 'api-worker/package.json'))
  linkNodeModules(workDir)
  applyChange(workDir)
  execFileSync(join(root, 'node_modules/.bin/rsbuild'), ['build'], {
    cwd: join(workDir, 'mfe-storefront'),
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'pipe',
  })
  return join(workDir, 'mfe-storefront/dist')
}
