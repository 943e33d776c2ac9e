import type { AddressDto, OrderDto, UserDto } from '@shop/domain'
import type { CartProductSnapshot } from '@shop/state'

export const customer: UserDto = {
  _id: 'u1',
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  phone: '05321234567',
  role: 'user',
  isActive: true,
  addresses: [],
  createdAt: '2025-05-12T09:30:00.000Z',
}

/** Ayşe's home, as an order's shipping address and as a saved one carry it. */
const ayseHome = {
  title: 'Ev',
  fullName: 'Ayşe Yılmaz',
  phone: '05321234567',
  city: 'İstanbul',
  district: 'Kadıköy',
  neighborhood: 'Moda',
  addressLine: 'Bahariye Cad. 12/3',
}

export const savedAddress: AddressDto = {
  _id: 'a-home',
  ...ayseHome,
  postalCode: null,
  isDefault: true,
  createdAt: '2025-05-12T09:30:00.000Z',
  updatedAt: '2025-05-12T09:30:00.000Z',
}

export const composite: CartProductSnapshot = {
  productId: 'p-composite',
  slug: 'kompozit-dolgu',
  name: { tr: 'Kompozit Dolgu', en: 'Composite filling' },
  price: 60,
  discountPrice: null,
  image: '',
  stock: 10,
}

export function order(overrides: Partial<OrderDto> = {}): OrderDto {
  return {
    _id: 'o1',
    orderNumber: 'DS-250512-7K3QZ',
    user: 'u1',
    status: 'pending',
    paymentStatus: 'pending',
    paymentMethod: 'whatsapp',
    items: [
      {
        _id: 'i1',
        product: 'p1',
        productName: { tr: 'Kompozit Dolgu', en: 'Composite filling' },
        productImage: null,
        sku: 'KD-1',
        quantity: 2,
        price: 60,
        total: 120,
      },
    ],
    shippingAddress: { ...ayseHome, postalCode: undefined },
    notes: null,
    subtotal: 120,
    shippingCost: 15,
    taxAmount: 24.3,
    discountAmount: 0,
    totalAmount: 159.3,
    trackingNumber: null,
    estimatedDeliveryDate: null,
    whatsappMessage: 'Merhaba, DS-250512-7K3QZ numaralı siparişim hakkında',
    language: 'tr',
    canBeCancelled: true,
    cancelledAt: null,
    createdAt: '2025-05-12T09:30:00.000Z',
    updatedAt: '2025-05-12T09:30:00.000Z',
    ...overrides,
  }
}
