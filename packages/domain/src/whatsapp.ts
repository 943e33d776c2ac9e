import type { ShippingAddress } from './address'
import { CURRENCY_SYMBOLS, TAX_RATE_PERCENT } from './constants'
import { type LocalizedText, readLocalized } from './localized'
import { DEFAULT_LIRA_STYLE, formatMoneyIn, type MoneyStyle } from './money'
import type { ApproximateAmount } from './order-currency'
import { toOneLine } from './text'

export type WhatsappLanguage = 'tr' | 'en'

/**
 * A phone number in the international form wa.me wants: digits only, no leading 0 or 00. A Turkish number written
 * nationally (0532…, 532…) gets the 90 country code. Null when what is left cannot be a phone number.
 */
export function toWhatsappNumber(phone: string | null | undefined): string | null {
  let digits = (phone ?? '').replace(/\D/g, '')
  if (digits.startsWith('00')) digits = digits.slice(2)
  else if (digits.startsWith('0')) digits = `90${digits.slice(1)}`
  else if (digits.length === 10 && digits.startsWith('5')) digits = `90${digits}`
  return digits.length >= 10 && digits.length <= 15 ? digits : null
}

/** `https://wa.me/<number>?text=<message>`, or null without a usable number. */
export function whatsappUrl(phone: string | null | undefined, text?: string | null): string | null {
  const number = toWhatsappNumber(phone)
  if (!number) return null
  return text ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : `https://wa.me/${number}`
}

export interface WhatsappOrderLine {
  name: LocalizedText
  sku: string
  quantity: number
  /** Lira. */
  price: number
  total: number
}

export interface WhatsappOrder {
  orderNumber: string
  items: readonly WhatsappOrderLine[]
  /** Lira. */
  subtotal: number
  shippingCost: number
  taxAmount: number
  totalAmount: number
  /** The VAT percentage the tax was computed at (the settings' rate); 18 when not given. */
  taxRatePercent?: number
  shippingAddress: ShippingAddress
  notes?: string | null
  /** The total in the shopper's display currency at today's rate, when they browse in dollars or euros. */
  approximateTotal?: ApproximateAmount | null
}

const LABELS = {
  tr: {
    greeting: 'Merhaba, yeni bir sipariş verdim.',
    orderNumber: 'Sipariş No',
    items: 'Ürünler',
    subtotal: 'Ara toplam',
    shipping: 'Kargo',
    free: 'Ücretsiz',
    tax: (percent: number) => `KDV (%${String(percent).replace('.', ',')})`,
    total: 'Toplam',
    approximate: (amount: string) => `Siparişler Türk lirası ile fiyatlandırılır; ≈ ${amount} (yaklaşık)`,
    address: 'Teslimat adresi',
    notes: 'Not',
  },
  en: {
    greeting: 'Hello, I have placed a new order.',
    orderNumber: 'Order No',
    items: 'Items',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    free: 'Free',
    tax: (percent: number) => `VAT (${percent}%)`,
    total: 'Total',
    approximate: (amount: string) => `Orders are priced in Turkish lira; ≈ ${amount} (approximate)`,
    address: 'Delivery address',
    notes: 'Note',
  },
} as const

/**
 * The shopper's note as a WhatsApp quote: every line starts with "> ", so no line of it can pass for one of the shop's
 * own lines (a second "Toplam:" after the real one).
 */
function quoteNotes(notes: string): string[] {
  return notes
    .split(/\r\n|[\n\r\u2028\u2029]/)
    .map((line) => toOneLine(line))
    .filter((line, index, all) => line !== '' || (index > 0 && index < all.length - 1))
    .map((line) => `> ${line}`)
}

/** A dollar or euro amount as the screens write it in the message's language: '$12,50' or '$12.50'. */
function foreignMoney({ amount, currency }: ApproximateAmount, language: WhatsappLanguage): string {
  return formatMoneyIn(language, amount, { symbol: CURRENCY_SYMBOLS[currency], position: 'before' })
}

/**
 * The prefilled WhatsApp message for an order, in the shopper's language: order number, each item with quantity,
 * unit price and line total, the totals, the delivery address and the notes. `greeting` is the shop's own opening
 * line from settings, when set.
 */
export function orderWhatsappMessage(
  order: WhatsappOrder,
  language: WhatsappLanguage,
  greeting?: string,
  liraStyle: MoneyStyle = DEFAULT_LIRA_STYLE,
): string {
  const label = LABELS[language]
  const money = (amount: number) => formatMoneyIn(language, amount, liraStyle)
  // Stored before one-line fields refused line breaks, or written by another client: flattened all the same.
  const address = Object.fromEntries(
    Object.entries(order.shippingAddress).map(([field, value]) => [
      field,
      typeof value === 'string' ? toOneLine(value) : value,
    ]),
  ) as ShippingAddress
  const lines = [
    greeting?.trim() || label.greeting,
    '',
    `${label.orderNumber}: ${order.orderNumber}`,
    '',
    `${label.items}:`,
    ...order.items.map(
      (item) =>
        `- ${toOneLine(readLocalized(item.name, language))} (${toOneLine(item.sku)}): ${item.quantity} x ${money(item.price)} = ${money(item.total)}`,
    ),
    '',
    `${label.subtotal}: ${money(order.subtotal)}`,
    `${label.shipping}: ${order.shippingCost === 0 ? label.free : money(order.shippingCost)}`,
    `${label.tax(order.taxRatePercent ?? TAX_RATE_PERCENT)}: ${money(order.taxAmount)}`,
    `${label.total}: ${money(order.totalAmount)}`,
    ...(order.approximateTotal ? [label.approximate(foreignMoney(order.approximateTotal, language))] : []),
    '',
    `${label.address}:`,
    `${address.fullName} (${address.phone})`,
    address.addressLine,
    `${address.neighborhood}, ${address.district} / ${address.city}${address.postalCode ? ` ${address.postalCode}` : ''}`,
  ]
  const notes = order.notes ? quoteNotes(order.notes) : []
  if (notes.length > 0) lines.push('', `${label.notes}:`, ...notes)
  return lines.join('\n')
}
