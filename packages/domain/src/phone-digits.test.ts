import { describe, expect, it } from 'vitest'
import { compactPhone, nationalPhoneDigits } from './phone-digits'

describe('phone digits', () => {
  it('compacts a phone however it was grouped', () => {
    for (const written of ['0532 123 45 67', '(0532) 123-45-67', '0532.123.45.67', ' 05321234567 '])
      expect(compactPhone(written)).toBe('05321234567')
    expect(compactPhone('+90 (532) 123 45 67')).toBe('+905321234567')
  })

  it('searches the national number whichever way the number was written', () => {
    for (const written of [
      '+90 532 123 45 67',
      '0090 532 123 45 67',
      '905321234567',
      '0532 123 45 67',
      '5321234567',
    ])
      expect({ written, digits: nationalPhoneDigits(written) }).toEqual({ written, digits: '5321234567' })
  })

  it('keeps part of a number as it is but for the trunk 0, and never searches for nothing', () => {
    expect(nationalPhoneDigits('0532 123')).toBe('532123')
    expect(nationalPhoneDigits('45 67')).toBe('4567')
    expect(nationalPhoneDigits('905')).toBe('905')
    expect(nationalPhoneDigits('0')).toBe('0')
  })
})
