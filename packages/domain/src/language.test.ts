import { describe, expect, it } from 'vitest'
import {
  acceptedLanguages,
  INITIAL_SITE_LANGUAGES,
  LANGUAGE_COOKIE,
  languageCookie,
  matchLanguage,
  readLanguageCookie,
  requestLanguage,
  resolveLanguage,
} from './language'

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

describe('acceptedLanguages', () => {
  it('orders the tags by weight, then as written, leaving out q=0 and the wildcard', () => {
    expect(acceptedLanguages('tr;q=0.5, en-US, de;q=0.8, fr;q=0, *;q=0.1')).toEqual(['en-US', 'de', 'tr'])
    expect(acceptedLanguages('en-GB,en;q=0.9')).toEqual(['en-GB', 'en'])
  })

  it('reads nothing from a missing or empty header', () => {
    expect(acceptedLanguages(null)).toEqual([])
    expect(acceptedLanguages('')).toEqual([])
  })
})

describe('the language cookie', () => {
  it('is read back from a Cookie header among others', () => {
    expect(readLanguageCookie(`a=1; ${LANGUAGE_COOKIE}=en; b=2`)).toBe('en')
    expect(readLanguageCookie('a=1')).toBeNull()
    expect(readLanguageCookie(null)).toBeNull()
  })

  it('is written for the whole site for a year', () => {
    expect(languageCookie('en')).toBe(`${LANGUAGE_COOKIE}=en; Path=/; Max-Age=31536000; SameSite=Lax`)
  })
})

describe('requestLanguage, the worker side of resolveLanguage', () => {
  it('prefers the cookie over Accept-Language', () => {
    const cookie = `${LANGUAGE_COOKIE}=tr`
    expect(requestLanguage({ cookie, acceptLanguage: 'en-US,en;q=0.9' }, site)).toBe('tr')
  })

  it('follows Accept-Language without a cookie, as the browser follows its languages', () => {
    const acceptLanguage = 'de-DE,en;q=0.8,tr;q=0.5'
    expect(requestLanguage({ cookie: null, acceptLanguage }, site)).toBe(
      resolveLanguage({ browser: acceptedLanguages(acceptLanguage) }, site),
    )
    expect(requestLanguage({ cookie: null, acceptLanguage }, site)).toBe('en')
  })

  it('falls back to the shop default when neither names an offered language', () => {
    const english = { supported, default: 'en' as const }
    expect(requestLanguage({ cookie: `${LANGUAGE_COOKIE}=ar`, acceptLanguage: 'ja' }, english)).toBe('en')
    expect(requestLanguage({ cookie: null, acceptLanguage: null }, site)).toBe('tr')
  })
})
