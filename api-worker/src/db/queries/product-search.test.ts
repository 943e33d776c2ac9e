import { searchTerms } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { ftsMatchExpression } from './product-search'

describe('ftsMatchExpression', () => {
  it('makes every term a quoted prefix term, all required', () => {
    expect(ftsMatchExpression(['impl'])).toBe('"impl"*')
    expect(ftsMatchExpression(searchTerms('İmplant Motoru'))).toBe('"implant"* "motoru"*')
  })

  it('doubles quotes, as FTS5 escapes them, so no term can end the string early', () => {
    expect(ftsMatchExpression(['a"b'])).toBe('"a""b"*')
  })

  it('turns FTS5 operators into plain words', () => {
    expect(ftsMatchExpression(searchTerms('implant OR NOT kanal NEAR'))).toBe(
      '"implant"* "or"* "not"* "kanal"* "near"*',
    )
  })

  it('looks a long word up by the prefix the index keeps a list for', () => {
    expect(ftsMatchExpression(searchTerms('İmplantolojik'))).toBe('"implantolo"*')
    expect(ftsMatchExpression(['ortodontik'])).toBe('"ortodontik"*')
  })
})
