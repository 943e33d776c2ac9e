import { describe, expect, it } from 'vitest'
import { MAX_SEARCH_TERMS, searchDocument, searchPhrases, searchTerms } from './search'

describe('searchTerms', () => {
  it('folds and splits on anything that is not a letter or digit', () => {
    expect(searchTerms('  İmplant   Motoru ')).toEqual(['implant', 'motoru'])
    expect(searchTerms('NiTi Döner Eğe 25/.06')).toEqual(['niti', 'doner', 'ege', '25', '06'])
    expect(searchTerms('MOT-1')).toEqual(['mot', '1'])
  })

  it('gives no terms for punctuation, quotes or FTS syntax alone', () => {
    for (const text of ['', '   ', '%', '"', '""*', "';--", '()*^:+-', '\'"\'"']) {
      expect(searchTerms(text)).toEqual([])
    }
    expect(searchTerms('"implant" OR *kanal*')).toEqual(['implant', 'or', 'kanal'])
    expect(searchTerms("'; drop table products; --")).toEqual(['drop', 'table', 'products'])
  })

  it('drops repeated terms and caps how many and how long', () => {
    expect(searchTerms('eğe EGE ege')).toEqual(['ege'])
    const many = Array.from({ length: 20 }, (_, i) => `w${i}`).join(' ')
    expect(searchTerms(many)).toHaveLength(MAX_SEARCH_TERMS)
    expect(searchTerms('a'.repeat(100))[0]).toHaveLength(40)
  })
})

describe('searchPhrases', () => {
  it('gives each typed word its terms, folded and split as searchTerms splits them', () => {
    expect(searchPhrases('  İmplant   Motoru ')).toEqual([['implant'], ['motoru']])
    expect(searchPhrases('GEN-0004 NiTi 25/.06')).toEqual([['gen', '0004'], ['niti'], ['25', '06']])
  })

  it('gives no phrases for punctuation, quotes or FTS syntax alone', () => {
    for (const text of ['', '   ', '%', '"', '""*', "';--", '()*^:+-', '\'"\'"', ' - / ']) {
      expect(searchPhrases(text)).toEqual([])
    }
    expect(searchPhrases("'; drop table products; --")).toEqual([['drop'], ['table'], ['products']])
  })

  it('drops repeated phrases and holds at most MAX_SEARCH_TERMS terms in all', () => {
    expect(searchPhrases('eğe EGE ege')).toEqual([['ege']])
    const many = Array.from({ length: 20 }, (_, i) => `w${i}-x${i}`).join(' ')
    expect(searchPhrases(many).flat()).toHaveLength(MAX_SEARCH_TERMS)
    expect(searchPhrases('a-b-c-d-e-f-g-h-i-j').flat()).toHaveLength(MAX_SEARCH_TERMS)
  })
})

describe('searchDocument', () => {
  it('joins every language of every text, folded', () => {
    expect(
      searchDocument({ tr: 'İmplant Motoru', en: 'Implant Motor' }, { tr: 'Cerrahi  ' }, undefined, null),
    ).toBe('implant motoru implant motor cerrahi')
  })

  it('skips blank values', () => {
    expect(searchDocument({ tr: ' ', en: '' }, {})).toBe('')
  })
})
