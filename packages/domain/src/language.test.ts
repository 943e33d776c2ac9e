import { describe, expect, it } from 'vitest'
import { INITIAL_SITE_LANGUAGES, matchLanguage, resolveLanguage } from './language'

const supported = ['tr', 'en'] as const
const site = { supported, default: 'tr' as const }

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
    expect(resolveLanguage({ stored: 'en', browser: ['tr-TR'], document: 'tr' }, site)).toBe('en')
  })

  it('uses the first supported browser language when nothing is stored', () => {
    expect(resolveLanguage({ stored: null, browser: ['de-DE', 'en-US', 'tr'], document: 'tr' }, site)).toBe(
      'en',
    )
  })

  it('ignores a stored choice the site does not offer (any more)', () => {
    expect(resolveLanguage({ stored: 'fr', browser: ['en'] }, site)).toBe('en')
    expect(resolveLanguage({ stored: 'en', browser: ['en-GB'] }, { supported: ['tr'], default: 'tr' })).toBe(
      'tr',
    )
  })

  it('offers only the supported languages: a browser language the site dropped does not count', () => {
    expect(
      resolveLanguage({ browser: ['en-US'], document: 'en' }, { supported: ['tr', 'de'], default: 'de' }),
    ).toBe('de')
  })

  it('gives a first visit with no matching browser language the default from settings, before the page language', () => {
    expect(resolveLanguage({ browser: ['ja-JP'], document: 'tr' }, { supported, default: 'en' })).toBe('en')
    expect(resolveLanguage({}, { supported: ['tr', 'en', 'de'], default: 'de' })).toBe('de')
  })

  it('uses the page language until the settings are known, then Turkish', () => {
    expect(resolveLanguage({ browser: ['ja'], document: 'en' }, INITIAL_SITE_LANGUAGES)).toBe('en')
    expect(resolveLanguage({ browser: ['ja'], document: 'fr' }, INITIAL_SITE_LANGUAGES)).toBe('tr')
    expect(resolveLanguage({}, INITIAL_SITE_LANGUAGES)).toBe('tr')
  })

  it('never answers a language the site does not offer', () => {
    expect(resolveLanguage({ document: 'tr' }, { supported: ['en'], default: 'de' })).toBe('en')
  })
})
