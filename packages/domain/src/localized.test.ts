import { describe, expect, it } from 'vitest'
import { readLocalized } from './localized'

describe('per-language text: asked language, Turkish, English, first value', () => {
  it('reads the asked language when present', () => {
    expect(readLocalized({ tr: 'Dolgu', en: 'Filling' }, 'en')).toBe('Filling')
  })

  it('falls back to Turkish, then English, then the first value', () => {
    expect(readLocalized({ tr: 'Dolgu', en: 'Filling' }, 'de')).toBe('Dolgu')
    expect(readLocalized({ en: 'Filling', de: 'Füllung' }, 'fr')).toBe('Filling')
    expect(readLocalized({ de: 'Füllung' }, 'tr')).toBe('Füllung')
  })

  it('skips blank values and gives an empty string when nothing is set', () => {
    expect(readLocalized({ tr: '  ', en: 'Filling' }, 'tr')).toBe('Filling')
    expect(readLocalized({}, 'tr')).toBe('')
    expect(readLocalized(undefined)).toBe('')
  })
})
