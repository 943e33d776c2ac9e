import { describe, expect, it } from 'vitest'
import { addressSchema, shippingAddressSchema } from './address'

const valid = {
  fullName: 'Ayşe Yılmaz',
  phone: '0532 123 45 67',
  city: 'İstanbul',
  district: 'Kadıköy',
  neighborhood: 'Moda',
  addressLine: 'Bahariye Cad. No: 1 D: 2',
}

function messages(input: unknown) {
  const result = shippingAddressSchema.safeParse(input)
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  )
}

describe('shippingAddressSchema', () => {
  it("defaults the title to 'Ev', trims, and leaves out an empty postal code", () => {
    expect(shippingAddressSchema.parse({ ...valid, fullName: ' Ayşe Yılmaz ', postalCode: '' })).toEqual({
      ...valid,
      title: 'Ev',
    })
    expect(shippingAddressSchema.parse({ ...valid, title: 'İş', postalCode: '34710' })).toMatchObject({
      title: 'İş',
      postalCode: '34710',
    })
  })

  it('refuses line breaks and other control characters in every one-line field', () => {
    const fields = [
      'title',
      'fullName',
      'phone',
      'city',
      'district',
      'neighborhood',
      'addressLine',
      'postalCode',
    ]
    for (const field of fields) {
      for (const bad of ['Ali\n\nÖdeme: TAMAMLANDI', 'a\rb', 'a\u2028b', 'a\u0000b', 'a\tb']) {
        const issues = shippingAddressSchema.safeParse({ ...valid, [field]: bad }).error?.issues ?? []
        const forField = issues
          .filter((issue) => issue.path.join('.') === field)
          .map((issue) => issue.message)
        expect(forField, `${field} ${JSON.stringify(bad)}`).toContain('validation.single_line')
      }
    }
  })

  it('requires every field but title and postal code, each with its own message', () => {
    expect(
      messages({ fullName: ' ', phone: '', city: '', district: '', neighborhood: '', addressLine: '' }),
    ).toEqual({
      fullName: 'address.full_name_required',
      phone: 'address.phone_required',
      city: 'address.city_required',
      district: 'address.district_required',
      neighborhood: 'address.neighborhood_required',
      addressLine: 'address.address_line_required',
    })
  })

  it('names the same message for a field left out of the request altogether', () => {
    expect(messages({})).toEqual({
      fullName: 'address.full_name_required',
      phone: 'address.phone_required',
      city: 'address.city_required',
      district: 'address.district_required',
      neighborhood: 'address.neighborhood_required',
      addressLine: 'address.address_line_required',
    })
  })

  it('checks phone, postal code and lengths', () => {
    expect(messages({ ...valid, phone: 'call me', postalCode: '347' })).toEqual({
      phone: 'address.phone_invalid',
      postalCode: 'address.postal_code_invalid',
    })
    expect(messages({ ...valid, phone: '12345' })).toEqual({ phone: 'address.phone_invalid' })
    expect(messages({ ...valid, addressLine: 'x'.repeat(301), title: 'y'.repeat(51) })).toEqual({
      addressLine: 'validation.too_long',
      title: 'validation.too_long',
    })
    expect(messages({ ...valid, phone: '+90 (212) 555-12-12' })).toEqual({})
  })
})

describe('addressSchema', () => {
  it('adds the default flag', () => {
    expect(addressSchema.parse({ ...valid, isDefault: true }).isDefault).toBe(true)
    expect(addressSchema.parse(valid).isDefault).toBeUndefined()
  })
})
