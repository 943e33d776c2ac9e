import { type AuditValue, DEFAULT_LIRA_STYLE, formatMoneyIn } from '@shop/domain'
import { allEn, allTr } from '@shop/i18n/messages/all'
import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { fieldWords } from './audit-field-words'
import { textOfHtml, type ValueFormatters, valueWords } from './audit-value-words'

/** The catalogue's real texts through react-intl and the shop's money rule; fixed stand-ins for number and date forms. */
function formatters(language: 'tr' | 'en'): ValueFormatters {
  const intl = createIntl({ locale: language, messages: language === 'tr' ? allTr : allEn })
  return {
    t: (key, values) => intl.formatMessage({ id: key }, values),
    number: (value) => `n${value}`,
    lira: (amount) => formatMoneyIn(language, amount, DEFAULT_LIRA_STYLE),
    date: (day) => `day(${day})`,
    dateTime: (instant) => `at(${instant})`,
    language,
    categoryName: (id) => (id === 'c-bur' ? (language === 'tr' ? 'Frezler' : 'Burs') : undefined),
  }
}

const worded = (
  entity: Parameters<typeof fieldWords>[0],
  field: string,
  value: AuditValue,
  language = 'tr',
) => valueWords(fieldWords(entity, field).kind, value, formatters(language as 'tr' | 'en'))

describe('audit value words', () => {
  it('words order and payment statuses with the orders screen’s labels', () => {
    expect(worded('order', 'status', 'confirmed')).toBe('Onaylandı')
    expect(worded('order', 'status', 'cancelled')).toBe('İptal Edildi')
    expect(worded('order', 'paymentStatus', 'completed')).toBe('Ödendi')
    expect(worded('order', 'status', 'confirmed', 'en')).toBe(allEn['order_status.confirmed'])
    expect(worded('order', 'status', 'lost')).toBe('lost')
    expect(worded('order', 'stock', 'returned')).toBe('Stoğa geri eklendi')
    expect(worded('order', 'estimatedDeliveryDate', '2026-03-05')).toBe('day(2026-03-05)')
    expect(worded('order', 'trackingNumber', 'TRK-1')).toBe('TRK-1')
  })

  it('words roles and each boolean by its field’s natural words', () => {
    expect(worded('user', 'role', 'moderator')).toBe('Moderatör')
    expect(worded('user', 'isActive', false)).toBe('Pasif')
    expect(worded('product', 'isActive', true)).toBe('Aktif')
    expect(worded('product', 'isFeatured', true)).toBe('Evet')
    expect(worded('page', 'isPublished', false)).toBe('Taslak')
    expect(worded('settings', 'maintenance.isEnabled', false)).toBe('Hayır')
    expect(worded('product', 'isActive', true, 'en')).toBe('Active')
  })

  it('formats lira amounts (the audit logs lira, not kuruş) by the shop’s money rule', () => {
    expect(worded('product', 'price', 125)).toBe('125,00 ₺')
    expect(worded('product', 'discountPrice', 1234.5)).toBe('1.234,50 ₺')
    expect(worded('settings', 'shipping.freeShippingThreshold', 500)).toBe('500,00 ₺')
    expect(worded('product', 'discountPrice', 1234.5, 'en')).toBe('₺1,234.50')
  })

  it('shows localized texts with the admin’s language first, and lists by their count', () => {
    expect(worded('product', 'name', { tr: 'Eldiven', en: 'Gloves' })).toBe('TR: Eldiven · EN: Gloves')
    expect(worded('product', 'name', { tr: 'Eldiven', en: 'Gloves' }, 'en')).toBe('EN: Gloves · TR: Eldiven')
    expect(worded('product', 'name', { tr: 'Eldiven' })).toBe('TR: Eldiven')
    expect(worded('page', 'contentLength', { tr: 1200, en: 0 })).toBe('TR: n1200 · EN: n0')
    expect(worded('product', 'images', ['/media/a.webp', '/media/b.webp'])).toBe('2 dosya')
    expect(worded('product', 'specifications', [{ key: { tr: 'a' } }])).toBe('1 öğe')
  })

  it('names categories, a deleted one by its short id; instants as local date and time, numbers by the locale', () => {
    expect(worded('product', 'categoryId', 'c-bur')).toBe('Frezler')
    expect(worded('category', 'parentCategory', 'c-bur', 'en')).toBe('Burs')
    expect(worded('product', 'categoryId', '65f1c2a4b7e8d9f0a1b2c3d4')).toBe('Kayıt …a1b2c3d4')
    expect(worded('exchange_rate', 'cacheClearedAt', '2026-03-05T09:30:00.000Z')).toBe(
      'at(2026-03-05T09:30:00.000Z)',
    )
    expect(worded('product', 'stock', 12)).toBe('n12')
    expect(worded('settings', 'apiKey', 'removed')).toBe('Kaldırıldı')
  })

  it('shows a value of an unknown field or unexpected shape as it is', () => {
    expect(worded('product', 'weight', 'ağır')).toBe('ağır')
    expect(worded('product', 'weight', { a: 1 })).toBe('{"a":1}')
    expect(worded('product', 'price', 'çok')).toBe('çok')
    expect(worded('order', 'estimatedDeliveryDate', 'yakında')).toBe('yakında')
  })

  it('shows HTML as its text without tags', () => {
    expect(textOfHtml('<p>Steril &amp; <strong>tek</strong> kullanımlık</p>')).toBe(
      'Steril & tek kullanımlık',
    )
    expect(worded('product', 'description', { tr: '<p>Lateks</p>', en: '<p>Latex</p>' })).toBe(
      'TR: Lateks · EN: Latex',
    )
    expect(textOfHtml('3 < 5 ve 7 > 2')).toBe('3 < 5 ve 7 > 2')
  })
})
