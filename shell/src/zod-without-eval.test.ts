import { describe, expect, it } from 'vitest'

describe('zod without eval', () => {
  it('is set before zod loads, and zod (as the remotes bundle it) adopts the setting', async () => {
    await import('./zod-without-eval')
    const { config } = await import('zod/v4/core')
    expect(config().jitless).toBe(true)
    expect(config()).toBe((globalThis as { __zod_globalConfig?: object }).__zod_globalConfig)
  })
})
