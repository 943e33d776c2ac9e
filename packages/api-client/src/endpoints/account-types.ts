import type { AuthUser, LocalizedText, OrderStatus, PaymentStatus } from '@shop/domain'

/** A saved address as the API answers it. */
export interface AddressDto {
  _id: string
  title: string
  fullName: string
  phone: string
  city: string
  district: string
  neighborhood: string
  addressLine: string
  postalCode?: string | null
  isDefault: boolean
}

export type AddressInput = Omit<AddressDto, '_id'>

/** The user as /auth/profile and the address calls answer it. */
export interface AccountUser extends AuthUser {
  phone?: string | null
  isActive: boolean
  addresses: AddressDto[]
  createdAt: string
}

export interface OrderItemDto {
  product: string | null
  productName: LocalizedText | string
  productImage: string | null
  sku: string
  quantity: number
  price: number
  total: number
}

export type ShippingAddressDto = Omit<AddressDto, '_id' | 'isDefault'>

export interface OrderDto {
  _id: string
  orderNumber: string
  createdAt: string
  status: OrderStatus
  paymentStatus: PaymentStatus
  paymentMethod: string
  items: OrderItemDto[]
  shippingAddress: ShippingAddressDto
  notes: string | null
  subtotal: number
  shippingCost: number
  taxAmount: number
  discountAmount: number
  totalAmount: number
  trackingNumber: string | null
  estimatedDeliveryDate: string | null
  canBeCancelled: boolean
  whatsappMessage: string | null
}

export interface OrderInput {
  items: { product: string; quantity: number }[]
  shippingAddress: ShippingAddressDto
  notes?: string
}
