import { describe, expect, it } from 'vitest'
import { orderWhatsappMessage, toWhatsappNumber, type WhatsappOrder, whatsappUrl } from './whatsapp'

describe('toWhatsappNumber', () => {
  it.each([
    ['+90 532 123 45 67', '905321234567'],
    ['0532 123 45 67', '905321234567'],
    ['5321234567', '905321234567'],
    ['905321234567', '905321234567'],
    ['0090 532 123 45 67', '905321234567'],
    ['+49 30 1234567', '49301234567'],
  ])('%s → %s', (input, expected) => {
    expect(toWhatsappNumber(input)).toBe(expected)
  })

  it('is null without a usable number', () => {
    expect(toWhatsappNumber('')).toBeNull()
    expect(toWhatsappNumber(null)).toBeNull()
    expect(toWhatsappNumber('12345')).toBeNull()
  })
})

describe('whatsappUrl', () => {
  it('encodes the message', () => {
    expect(whatsappUrl('0532 123 45 67', 'Sipariş & ödeme: 1/2')).toBe(
      'https://wa.me/905321234567?text=Sipari%C5%9F%20%26%20%C3%B6deme%3A%201%2F2',
    )
    expect(whatsappUrl('05321234567')).toBe('https://wa.me/905321234567')
    expect(whatsappUrl('', 'x')).toBeNull()
  })
})

const order: WhatsappOrder = {
  orderNumber: 'DS-250307-01JZ0',
  items: [
    {
      name: { tr: 'Ağız Aynası', en: 'Mouth Mirror' },
      sku: 'AYN-1',
      quantity: 2,
      price: 1250.5,
      total: 2501,
    },
    { name: { tr: 'Eğe' }, sku: 'EGE-1', quantity: 1, price: 100, total: 100 },
  ],
  subtotal: 2601,
  shippingCost: 0,
  taxAmount: 468.18,
  totalAmount: 3069.18,
  shippingAddress: {
    title: 'Ev',
    fullName: 'Ayşe Yılmaz',
    phone: '05321234567',
    city: 'İstanbul',
    district: 'Kadıköy',
    neighborhood: 'Moda',
    addressLine: 'Bahariye Cad. 1',
    postalCode: '34710',
  },
  notes: 'Kapıya bırakın',
}

describe('orderWhatsappMessage', () => {
  it('writes the order in Turkish with Turkish amounts', () => {
    expect(orderWhatsappMessage(order, 'tr')).toBe(
      [
        'Merhaba, yeni bir sipariş verdim.',
        '',
        'Sipariş No: DS-250307-01JZ0',
        '',
        'Ürünler:',
        '- Ağız Aynası (AYN-1): 2 x 1.250,50 ₺ = 2.501,00 ₺',
        '- Eğe (EGE-1): 1 x 100,00 ₺ = 100,00 ₺',
        '',
        'Ara toplam: 2.601,00 ₺',
        'Kargo: Ücretsiz',
        'KDV (%18): 468,18 ₺',
        'Toplam: 3.069,18 ₺',
        '',
        'Teslimat adresi:',
        'Ayşe Yılmaz (05321234567)',
        'Bahariye Cad. 1',
        'Moda, Kadıköy / İstanbul 34710',
        '',
        'Not:',
        '> Kapıya bırakın',
      ].join('\n'),
    )
  })

  it('keeps forged lines out: one-line fields are flattened and every note line is quoted', () => {
    const forged = {
      ...order,
      shippingAddress: {
        ...order.shippingAddress,
        fullName: 'Ali\n\nÖdeme: TAMAMLANDI',
        city: 'İstanbul\r\nKargo: Ücretsiz',
      },
      notes: 'Kapıya bırakın\n\nToplam: 1,00 ₺\u2028Ödeme: TAMAMLANDI\n',
    }
    const lines = orderWhatsappMessage(forged, 'tr').split('\n')
    expect(lines).toContain('Ali Ödeme: TAMAMLANDI (05321234567)')
    expect(lines.filter((line) => line.startsWith('Toplam:'))).toEqual(['Toplam: 3.069,18 ₺'])
    expect(lines.filter((line) => line.startsWith('Ödeme:') || line.startsWith('Kargo:'))).toEqual([
      'Kargo: Ücretsiz',
    ])
    expect(lines.slice(lines.indexOf('Not:') + 1)).toEqual([
      '> Kapıya bırakın',
      '> ',
      '> Toplam: 1,00 ₺',
      '> Ödeme: TAMAMLANDI',
    ])
  })

  it('writes it in English, names falling back to Turkish, with the shop greeting', () => {
    const text = orderWhatsappMessage({ ...order, shippingCost: 15, notes: null }, 'en', 'Hi Dental Shop!')
    expect(text.split('\n')[0]).toBe('Hi Dental Shop!')
    expect(text).toContain('Order No: DS-250307-01JZ0')
    // Amounts read as the English screens the shopper saw write them (formatMoneyIn).
    expect(text).toContain('- Mouth Mirror (AYN-1): 2 x ₺1,250.50 = ₺2,501.00')
    expect(text).toContain('- Eğe (EGE-1): 1 x ₺100.00 = ₺100.00')
    expect(text).toContain('Shipping: ₺15.00')
    expect(text).toContain('VAT (18%): ₺468.18')
    expect(text).toContain('Total: ₺3,069.18')
    expect(text).not.toContain('Note')
  })

  it("names the settings' tax rate in either language", () => {
    expect(orderWhatsappMessage({ ...order, taxRatePercent: 20 }, 'tr')).toContain('KDV (%20): 468,18 ₺')
    expect(orderWhatsappMessage({ ...order, taxRatePercent: 8.5 }, 'tr')).toContain('KDV (%8,5): ')
    expect(orderWhatsappMessage({ ...order, taxRatePercent: 0 }, 'en')).toContain('VAT (0%): ')
  })

  it("writes amounts with the settings' lira symbol and position", () => {
    const text = orderWhatsappMessage(order, 'tr', undefined, { symbol: 'TL', position: 'before' })
    expect(text).toContain('Toplam: TL3.069,18')
  })
})

describe('orderWhatsappMessage for a shopper browsing in another currency', () => {
  it('says under the total, in one line, that the order is in lira, with the approximate amount', () => {
    const approximateTotal = { amount: 4.0125, currency: 'USD' } as const
    const turkish = orderWhatsappMessage({ ...order, approximateTotal }, 'tr').split('\n')
    const total = turkish.findIndex((line) => line.startsWith('Toplam:'))
    expect(turkish[total + 1]).toBe('Siparişler Türk lirası ile fiyatlandırılır; ≈ $4,01 (yaklaşık)')
    const english = orderWhatsappMessage(
      { ...order, approximateTotal: { amount: 3.5, currency: 'EUR' } },
      'en',
    )
    expect(english).toContain('\nOrders are priced in Turkish lira; ≈ €3.50 (approximate)\n')
  })

  it('adds nothing without an approximate total', () => {
    expect(orderWhatsappMessage({ ...order, approximateTotal: null }, 'tr')).not.toContain('≈')
  })
})
