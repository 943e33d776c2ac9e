import { effectivePrice, type Language, readLocalized } from '@shop/domain'
import type { CartItem } from '@shop/state'

export interface OrderMessageText {
  greeting: string
  line: (values: { quantity: number; name: string; amount: string }) => string
  subtotal: (amount: string) => string
}

/** The prefilled WhatsApp message for the cart: a greeting, one line per item with its amount, the subtotal. */
export function cartOrderMessage(
  items: readonly CartItem[],
  subtotal: number,
  language: Language,
  text: OrderMessageText,
  money: (lira: number) => string,
): string {
  const lines = items.map((item) =>
    text.line({
      quantity: item.quantity,
      name: readLocalized(item.name, language),
      amount: money(effectivePrice(item.price, item.discountPrice) * item.quantity),
    }),
  )
  return [text.greeting, '', ...lines, '', text.subtotal(money(subtotal))].join('\n')
}
