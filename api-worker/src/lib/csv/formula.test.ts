import { describe, expect, it } from 'vitest'
import { guardFormula, unguardFormula } from './formula'

describe('CSV formula guard', () => {
  it('prefixes cells a spreadsheet would run and leaves the rest alone', () => {
    expect(guardFormula('=HYPERLINK("http://x")')).toBe(`'=HYPERLINK("http://x")`)
    expect(guardFormula('+90 532')).toBe(`'+90 532`)
    expect(guardFormula('-10% indirim')).toBe(`'-10% indirim`)
    expect(guardFormula('@SUM(A1)')).toBe(`'@SUM(A1)`)
    expect(guardFormula('\tgizli')).toBe(`'\tgizli`)
    expect(guardFormula('Eğe 25 mm')).toBe('Eğe 25 mm')
    expect(guardFormula("'tırnak")).toBe("'tırnak")
    expect(guardFormula('')).toBe('')
  })

  it('takes the apostrophe off again, so every text survives the round trip', () => {
    for (const text of ['=1+1', '-5', "'=1+1", "''@x", "'düz", 'düz', '', "'"]) {
      expect(unguardFormula(guardFormula(text))).toBe(text)
    }
    expect(unguardFormula("'=1+1")).toBe('=1+1')
    expect(unguardFormula("'düz")).toBe("'düz")
  })
})
