import { afterEach, describe, expect, it, vi } from 'vitest'
import { warmLocaleData } from './warm-locale-data'

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('warmLocaleData', () => {
  it('makes a number formatter for the page language in a task after the entry’s', () => {
    vi.useFakeTimers()
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(
      class {
        format = () => '0'
      } as unknown as typeof Intl.NumberFormat,
    )
    warmLocaleData('tr')
    expect(made).not.toHaveBeenCalled()
    vi.runAllTimers()
    expect(made).toHaveBeenCalledWith('tr')
  })

  it('lets a language Intl does not know pass without an error', () => {
    vi.useFakeTimers()
    warmLocaleData('not a language tag')
    expect(() => vi.runAllTimers()).not.toThrow()
  })
})
