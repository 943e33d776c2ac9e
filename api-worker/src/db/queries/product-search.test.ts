import { searchPhrases } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { ftsMatchExpression } from './product-search'

describe('ftsMatchExpression', () => {
  it('makes every term a quoted prefix term, all required', () => {
    expect(ftsMatchExpression([['impl']])).toBe('"impl"*')
    expect(ftsMatchExpression(searchPhrases('İmplant Motoru'))).toBe('"implant"* "motoru"*')
  })

  it('keeps the terms of one typed word side by side, as they stand in a SKU or a size', () => {
    expect(ftsMatchExpression(searchPhrases('GEN-0004'))).toBe('"gen"* + "0004"*')
    expect(ftsMatchExpression(searchPhrases('NiTi eğe 25/.06'))).toBe('"niti"* "ege"* "25"* + "06"*')
  })

  it('doubles quotes, as FTS5 escapes them, so no term can end the string early', () => {
    expect(ftsMatchExpression([['a"b']])).toBe('"a""b"*')
  })

  it('turns FTS5 operators into plain words', () => {
    expect(ftsMatchExpression(searchPhrases('implant OR NOT kanal NEAR'))).toBe(
      '"implant"* "or"* "not"* "kanal"* "near"*',
    )
    expect(ftsMatchExpression(searchPhrases('"implant"+NEAR(kanal)'))).toBe('"implant"* + "near"* + "kanal"*')
  })

  it('looks a long word up by the prefix the index keeps a list for', () => {
    expect(ftsMatchExpression(searchPhrases('İmplantolojik'))).toBe('"implantolo"*')
    expect(ftsMatchExpression([['ortodontik']])).toBe('"ortodontik"*')
  })
})
