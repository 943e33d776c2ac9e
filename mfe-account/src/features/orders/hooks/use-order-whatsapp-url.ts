import { usePublicSettings } from '@shop/api-client'
import { type OrderDto, whatsappUrl } from '@shop/domain'

/**
 * The chat link about an order while its payment is pending and WhatsApp is on: the shop's number with the order's
 * own message, so the shop sees the order number.
 */
export function useOrderWhatsappUrl(
  order: Pick<OrderDto, 'paymentStatus' | 'whatsappMessage'>,
): string | null {
  const { settings } = usePublicSettings()
  const { isEnabled, phoneNumber } = settings.whatsapp
  if (!isEnabled || order.paymentStatus !== 'pending') return null
  return whatsappUrl(phoneNumber, order.whatsappMessage)
}
