import {
  addressSchema,
  changePasswordSchema,
  createOrderSchema,
  loginSchema,
  profileUpdateSchema,
  registerSchema,
} from '@shop/domain'
import { describe, expect, it } from 'vitest'
import type { ZodType } from 'zod'
import { tr } from './tr'

/** Inputs that trip every message a shared schema can give. */
const failing: [string, ZodType, unknown[]][] = [
  [
    'login',
    loginSchema,
    [
      { email: '', password: '' },
      { email: 'x', password: 'p'.repeat(200) },
    ],
  ],
  [
    'register',
    registerSchema,
    [
      { name: ' ', email: '', phone: '1', password: '', confirmPassword: 'x' },
      { name: 'n'.repeat(101), email: 'a@', phone: '', password: 'abc', confirmPassword: 'abc' },
    ],
  ],
  ['profile', profileUpdateSchema, [{ name: '', phone: 'abc' }]],
  [
    'change password',
    changePasswordSchema,
    [
      { currentPassword: '', newPassword: '', confirmPassword: '' },
      { currentPassword: 'x', newPassword: 'abc', confirmPassword: 'abd' },
    ],
  ],
  [
    'address',
    addressSchema,
    [
      { fullName: '', phone: '', city: '', district: '', neighborhood: '', addressLine: '' },
      {
        fullName: 'a',
        phone: 'xx',
        city: 'a',
        district: 'a',
        neighborhood: 'a',
        addressLine: 'a',
        postalCode: '1',
      },
    ],
  ],
  [
    'order',
    createOrderSchema,
    [
      { items: [] },
      { items: [{ product: '', quantity: 0 }], notes: 'n'.repeat(1001) },
      {
        items: [
          { product: 'a', quantity: 1 },
          { product: 'a', quantity: 1 },
        ],
      },
      { items: Array.from({ length: 51 }, (_, i) => ({ product: `p${i}`, quantity: 1 })) },
    ],
  ],
]

describe('messages of the shared schemas', () => {
  it.each(failing)('%s: every message is a key with a Turkish text', (_name, schema, inputs) => {
    const keys = new Set<string>()
    for (const input of inputs) {
      for (const issue of schema.safeParse(input).error?.issues ?? []) {
        if (/^[a-z_]+\.[a-z_]+$/.test(issue.message)) keys.add(issue.message)
      }
    }
    expect(keys.size).toBeGreaterThan(0)
    for (const key of keys) expect({ key, known: key in tr }).toEqual({ key, known: true })
  })
})
