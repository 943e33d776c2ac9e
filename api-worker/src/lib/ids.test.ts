import { describe, expect, it } from 'vitest'
import { idTimestamp, isId, newId } from './ids'

describe('newId', () => {
  it('is 24 lower-case hex characters', () => {
    const id = newId()
    expect(id).toMatch(/^[0-9a-f]{24}$/)
    expect(isId(id)).toBe(true)
  })

  it('starts with the creation second and sorts by it', () => {
    const earlier = newId(Date.UTC(2024, 0, 1))
    const later = newId(Date.UTC(2024, 0, 1, 0, 0, 1))
    expect(earlier.slice(0, 8)).toBe((Date.UTC(2024, 0, 1) / 1000).toString(16))
    expect(earlier < later).toBe(true)
    expect(idTimestamp(later).toISOString()).toBe('2024-01-01T00:00:01.000Z')
  })

  it('differs between calls in the same second', () => {
    const now = Date.now()
    const ids = new Set(Array.from({ length: 1000 }, () => newId(now)))
    expect(ids.size).toBe(1000)
  })

  it('rejects what is not an id', () => {
    expect(isId('abc')).toBe(false)
    expect(isId('Z'.repeat(24))).toBe(false)
    expect(isId(`${'a'.repeat(24)}0`)).toBe(false)
    expect(() => idTimestamp('nope')).toThrow(TypeError)
  })
})
