import { describe, expect, it } from 'vitest'
import { CHANGE_VALUE_MAX, changeLines, shortId, showValue } from './audit-change-lines'

describe('audit change lines', () => {
  it('pairs each changed field with its before and after, a missing side empty', () => {
    expect(
      changeLines({ before: { price: 10, name: 'Eski' }, after: { price: 12.5, stock: 3 } }).map((line) => [
        line.field,
        line.before?.empty ? '∅' : line.before?.text,
        line.after.empty ? '∅' : line.after.text,
      ]),
    ).toEqual([
      ['price', '10', '12.5'],
      ['stock', '∅', '3'],
      ['name', 'Eski', '∅'],
    ])
  })

  it('lists the entry’s other notes after the fields, with no before side', () => {
    const lines = changeLines({ before: {}, after: {}, updated: 4 })
    expect(lines).toEqual([{ field: 'updated', before: null, after: { text: '4', empty: false } }])
  })

  it('shows lists and objects as compact JSON and booleans as words', () => {
    expect(showValue(['a', 'b']).text).toBe('["a","b"]')
    expect(showValue({ tr: 'x' }).text).toBe('{"tr":"x"}')
    expect(showValue(false).text).toBe('false')
    expect(showValue('').empty).toBe(true)
    expect(showValue(null).empty).toBe(true)
  })

  it('cuts long values to the limit and keeps the whole one for the title', () => {
    const long = 'x'.repeat(CHANGE_VALUE_MAX + 10)
    const shown = showValue(long)
    expect(shown.text).toHaveLength(CHANGE_VALUE_MAX)
    expect(shown.text.endsWith('…')).toBe(true)
    expect(shown.full).toBe(long)
    expect(showValue('kısa').full).toBeUndefined()
  })

  it('shortens ids to their last 8 characters', () => {
    expect(shortId('0190a5b2-7c1d-7e3f-9a4b-5c6d7e8f9a0b')).toBe('7e8f9a0b')
  })
})
