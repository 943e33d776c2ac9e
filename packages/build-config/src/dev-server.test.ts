import { describe, expect, it } from 'vitest'
import account from '../../../mfe-account/rsbuild.config'
import admin from '../../../mfe-admin/rsbuild.config'
import storefront from '../../../mfe-storefront/rsbuild.config'
import shell from '../../../shell/rsbuild.config'

describe('`npm run dev`', () => {
  // Rsbuild 2 compiles dynamic imports on first request by default; a remote running in the shell's page (another
  // origin) then never got its lazy chunks, and every remote slot waited until it gave up.
  it.each([
    ['storefront', storefront],
    ['account', account],
    ['admin', admin],
    ['shell', shell],
  ])('compiles the %s dev server’s chunks up front', (_name, config) => {
    expect(config.dev?.lazyCompilation).toBe(false)
  })
})
