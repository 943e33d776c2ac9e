import { describe, expect, it } from 'vitest'
import { CHANGE_VALUE_MAX, changeLines, isEmptyValue, shortId, showText } from './audit-change-lines'

describe('audit change lines', () => {
  it('pairs each changed field with its stored before and after, a missing side null', () => {
    expect(
      changeLines({ before: { price: 10, name: 'Eski' }, after: { price: 12.5, stock: 3 } }).map((line) => [
        line.field,
        line.before,
        line.after,
      ]),
    ).toEqual([
      ['price', 10, 12.5],
      ['stock', null, 3],
      ['name', 'Eski', null],
    ])
  })

  it('lists the entry’s other notes after the fields, with no before side', () => {
    const lines = changeLines({ before: {}, after: {}, updated: 4 })
    expect(lines).toEqual([{ field: 'updated', before: undefined, after: 4, note: true }])
  })

  it('treats missing, null and empty texts as empty, but not false or 0', () => {
    expect([undefined, null, ''].map(isEmptyValue)).toEqual([true, true, true])
    expect([false, 0, 'x'].map(isEmptyValue)).toEqual([false, false, false])
  })

  it('puts a text on one line, cuts it to the limit and keeps the whole one for the title', () => {
    expect(showText('iki\n  satır')).toEqual({ text: 'iki satır', empty: false })
    const long = 'x'.repeat(CHANGE_VALUE_MAX + 10)
    const shown = showText(long)
    expect(shown.text).toHaveLength(CHANGE_VALUE_MAX)
    expect(shown.text.endsWith('…')).toBe(true)
    expect(shown.full).toBe(long)
    expect(showText('kısa').full).toBeUndefined()
    expect(showText('').empty).toBe(true)
  })

  it('shortens ids to their last 8 characters', () => {
    expect(shortId('0190a5b2-7c1d-7e3f-9a4b-5c6d7e8f9a0b')).toBe('7e8f9a0b')
  })
})
