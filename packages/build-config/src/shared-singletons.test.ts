import { describe, expect, it } from 'vitest'
import { packageOf, requiredRange, SINGLETONS, sharedSingletons } from './shared-singletons'

describe('requiredRange', () => {
  const installed = () => '0.1.0'
  it('turns a pinned version into its compatible range', () => {
    expect(requiredRange('19.3.1', installed)).toBe('^19.3.1')
  })
  it('ranges a workspace package (*) from its installed version', () => {
    expect(requiredRange('*', installed)).toBe('^0.1.0')
  })
  it('keeps a range written as one', () => {
    expect(requiredRange('>=5.100.0 <6', installed)).toBe('>=5.100.0 <6')
  })
})

describe('sharedSingletons', () => {
  it('gives every singleton of an app the range of its own package.json, strictly', async () => {
    const shell = sharedSingletons(
      new URL('../../../shell/module-federation.config.ts', import.meta.url).href,
    )
    const { default: pkg } = await import('../../../shell/package.json', { with: { type: 'json' } })
    expect(Object.keys(shell)).toEqual([...SINGLETONS])
    expect(shell.react).toEqual({
      singleton: true,
      requiredVersion: `^${pkg.dependencies.react}`,
      strictVersion: true,
    })
    expect(shell['jotai/utils']?.requiredVersion).toBe(`^${pkg.dependencies.jotai}`)
    expect(shell['@shop/state']?.requiredVersion).toMatch(/^\^\d+\.\d+\.\d+$/)
  })

  it('shares neither the UI kit, the messages nor the API client', () => {
    expect(SINGLETONS).not.toContain('@shop/ui')
    expect(SINGLETONS).not.toContain('@shop/i18n')
    expect(SINGLETONS).not.toContain('@shop/api-client')
  })

  it('names the package of a deep import', () => {
    expect(packageOf('jotai/utils')).toBe('jotai')
    expect(packageOf('@shop/state')).toBe('@shop/state')
  })
})
