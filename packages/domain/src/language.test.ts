import { describe, expect, it } from 'vitest'
import { matchLanguage, resolveLanguage } from './language'

const supported = ['tr', 'en'] as const

describe('matchLanguage', () => {
  it('reduces a regional tag to its primary language', () => {
    expect(matchLanguage('en-GB', supported)).toBe('en')
    expect(matchLanguage('TR', supported)).toBe('tr')
  })

  it('refuses unsupported and empty tags', () => {
    expect(matchLanguage('de-DE', supported)).toBeNull()
    expect(matchLanguage('', supported)).toBeNull()
    expect(matchLanguage(null, supported)).toBeNull()
  })
})

describe('resolveLanguage', () => {
  it('prefers the stored choice over browser and page', () => {
    expect(resolveLanguage({ stored: 'en', browser: ['tr-TR'], document: 'tr' }, supported)).toBe('en')
  })

  it('uses the first supported browser language when nothing is stored', () => {
    expect(
      resolveLanguage({ stored: null, browser: ['de-DE', 'en-US', 'tr'], document: 'tr' }, supported),
    ).toBe('en')
  })

  it('ignores an unsupported stored value', () => {
    expect(resolveLanguage({ stored: 'fr', browser: ['en'] }, supported)).toBe('en')
  })

  it('falls back to the page language, then Turkish', () => {
    expect(resolveLanguage({ browser: ['de'], document: 'en' }, supported)).toBe('en')
    expect(resolveLanguage({ browser: ['de'], document: 'fr' }, supported)).toBe('tr')
    expect(resolveLanguage({}, supported)).toBe('tr')
  })
})
