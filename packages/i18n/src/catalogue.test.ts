import { describe, expect, it, vi } from 'vitest'
import { appTextsIn, defineCatalogue } from './catalogue'
import { shopMessage } from './shop-message'

describe('defineCatalogue', () => {
  it('fetches a language once and answers the same promise to every caller until it is in', async () => {
    const tr = vi.fn(async () => ({ 'test.once': 'bir kez' }))
    const catalogue = defineCatalogue({ tr, en: async () => ({ 'test.once': 'once' }) })
    expect(catalogue.loaded('tr')).toBeUndefined()
    const first = catalogue.load('tr')
    expect(catalogue.load('tr')).toBe(first)
    await first
    await catalogue.load('tr')
    expect(tr).toHaveBeenCalledTimes(1)
    expect(catalogue.loaded('tr')).toEqual({ 'test.once': 'bir kez' })
  })

  it('fetches again after a failed download', async () => {
    const tr = vi
      .fn<() => Promise<Record<string, string>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ 'test.retry': 'tekrar' })
    const catalogue = defineCatalogue({ tr, en: async () => ({}) })
    await expect(catalogue.load('tr')).rejects.toThrow('offline')
    await expect(catalogue.load('tr')).resolves.toEqual({ 'test.retry': 'tekrar' })
  })

  it('says why the last download failed until the next one begins', async () => {
    let answer = Promise.reject<Record<string, string>>(new Error('offline'))
    const catalogue = defineCatalogue({ tr: () => answer, en: async () => ({}) })
    await expect(catalogue.load('tr')).rejects.toThrow('offline')
    expect(String(catalogue.refused('tr')?.reason)).toBe('Error: offline')
    expect(catalogue.refused('en')).toBeUndefined()
    let arrive: (texts: Record<string, string>) => void = () => {}
    answer = new Promise((resolve) => {
      arrive = resolve
    })
    const next = catalogue.load('tr')
    expect(catalogue.refused('tr')).toBeUndefined()
    arrive({ 'test.retry': 'tekrar' })
    await next
    expect(catalogue.refused('tr')).toBeUndefined()
  })

  it("keeps every loaded catalogue's texts for messages worded outside React (the API client's)", async () => {
    const frame = defineCatalogue({
      tr: async () => ({ 'error.timeout': 'İstek zaman aşımına uğradı' }),
      en: async () => ({ 'error.timeout': 'The request timed out' }),
    })
    await frame.load('en')
    expect(appTextsIn('en')).toMatchObject({ 'error.timeout': 'The request timed out' })
    expect(shopMessage('en', 'error.timeout')).toBe('The request timed out')
    await frame.load('tr')
    expect(shopMessage('tr', 'error.timeout')).toBe('İstek zaman aşımına uğradı')
  })
})
