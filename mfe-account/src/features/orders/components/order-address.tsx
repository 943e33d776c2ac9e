import type { ShippingAddress } from '@shop/domain'

/** A delivery address as a postal block. */
export function OrderAddress({ address, className }: { address: ShippingAddress; className?: string }) {
  const place = `${address.neighborhood}, ${address.district} / ${address.city}`
  return (
    <address className={className} data-testid="order-address">
      <strong>{address.fullName}</strong>
      <br />
      {address.phone}
      <br />
      {address.addressLine}
      <br />
      {address.postalCode ? `${place} ${address.postalCode}` : place}
    </address>
  )
}
