import { describe, expect, it } from 'vitest'
import { cleanTranslation } from '../src/lib/translation/clean'

describe('cleanTranslation: the translation alone', () => {
  it.each([
    ['"Composite filling kit"', 'Composite filling kit'],
    ['“Composite filling kit”', 'Composite filling kit'],
    ['**Composite filling kit**', 'Composite filling kit'],
    ['```\nComposite filling kit\n```', 'Composite filling kit'],
    ['```text\n"**Composite filling kit**"\n```', 'Composite filling kit'],
    ['Translation: Composite filling kit', 'Composite filling kit'],
    ['  English: "Mirror"  \n', 'Mirror'],
  ])('unwraps %j', (answer, expected) => {
    expect(cleanTranslation(answer, 'Kompozit dolgu seti')).toBe(expected)
  })

  it('keeps quotes and emphasis that do not wrap the whole text', () => {
    expect(cleanTranslation('"Premium" composite kit', 'x')).toBe('"Premium" composite kit')
    expect(cleanTranslation('"A" and "B" sizes', 'x')).toBe('"A" and "B" sizes')
    expect(cleanTranslation('Line one\n\n**Note:** line two', 'x')).toBe('Line one\n\n**Note:** line two')
  })

  it('keeps a wrapper the Turkish text itself has', () => {
    expect(cleanTranslation('"Smile" series', '"Gülüş" serisi')).toBe('"Smile" series')
    expect(cleanTranslation('"Smile"', '"Gülüş"')).toBe('"Smile"')
  })

  it('leaves nothing of an answer that is only wrapping', () => {
    expect(cleanTranslation('```\n```', 'x')).toBe('')
    expect(cleanTranslation('   ', 'x')).toBe('')
  })
})
