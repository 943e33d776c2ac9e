import type { Resolver, ResolverOptions } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { lazyResolver } from './lazy-resolver'

interface Values {
  email: string
}

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>
const valid: Resolver<Values> = async (values) => ({ values, errors: {} })

describe('lazyResolver', () => {
  it('fetches the code at the first validation, once, and validates with it every time', async () => {
    const load = vi.fn(async () => valid)
    const { resolver } = lazyResolver(load, () => undefined)
    expect(load).not.toHaveBeenCalled()
    const answers = await Promise.all([
      resolver({ email: 'a@b.co' }, undefined, options),
      resolver({ email: 'c@d.co' }, undefined, options),
    ])
    await resolver({ email: 'e@f.co' }, undefined, options)
    expect(load).toHaveBeenCalledTimes(1)
    expect(answers.map((answer) => answer.values)).toEqual([{ email: 'a@b.co' }, { email: 'c@d.co' }])
  })

  it('starts fetching when warmed, before any validation', async () => {
    const load = vi.fn(async () => valid)
    const { resolver, warm } = lazyResolver(load, () => undefined)
    warm()
    warm()
    expect(load).toHaveBeenCalledTimes(1)
    await resolver({ email: 'a@b.co' }, undefined, options)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('holds the form back and says so when the fetch fails, and fetches again at the next validation', async () => {
    const load = vi.fn<() => Promise<Resolver<Values>>>()
    load.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    load.mockResolvedValue(valid)
    const unavailable = vi.fn()
    const { resolver, warm } = lazyResolver(load, unavailable)
    warm()
    const refused = await resolver({ email: 'a@b.co' }, undefined, options)
    expect(refused.values).toEqual({})
    expect(refused.errors).toHaveProperty('root.type', 'unavailable')
    expect(unavailable).toHaveBeenCalledTimes(1)
    await expect(resolver({ email: 'a@b.co' }, undefined, options)).resolves.toEqual({
      values: { email: 'a@b.co' },
      errors: {},
    })
    expect(load).toHaveBeenCalledTimes(2)
    expect(unavailable).toHaveBeenCalledTimes(1)
  })

  it('says nothing when only warming fails: the shopper has not asked for anything yet', async () => {
    const unavailable = vi.fn()
    const { warm } = lazyResolver(() => Promise.reject(new TypeError('offline')), unavailable)
    warm()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(unavailable).not.toHaveBeenCalled()
  })
})
