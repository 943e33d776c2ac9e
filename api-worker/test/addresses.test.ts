import type { AddressDto, UserDto } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { type Customer, call, registerCustomer, validAddress } from './helpers/api'
import { tr } from './helpers/messages'

type UserAnswer = { user: UserDto }

const add = (customer: Customer, body: Record<string, unknown>) =>
  call<UserAnswer>('/auth/addresses', { token: customer.token, body })
const update = (customer: Customer, id: string, body: Record<string, unknown>) =>
  call<UserAnswer>(`/auth/addresses/${id}`, { method: 'PUT', token: customer.token, body })
const remove = (customer: Customer, id: string) =>
  call<UserAnswer>(`/auth/addresses/${id}`, { method: 'DELETE', token: customer.token })

const defaults = (addresses: AddressDto[]) => addresses.filter((a) => a.isDefault).map((a) => a.title)

describe('POST /auth/addresses', () => {
  it('saves the address and answers the user; the first one is the default', async () => {
    const customer = await registerCustomer()
    const { status, body } = await add(customer, { ...validAddress, title: '' })
    expect(status).toBe(201)
    expect(body.data.user._id).toBe(customer.user._id)
    expect(body.data.user.addresses).toEqual([
      {
        ...validAddress,
        title: 'Ev',
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        isDefault: true,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ])
    const profile = await call<UserAnswer>('/auth/profile', { token: customer.token })
    expect(profile.body.data.user.addresses).toEqual(body.data.user.addresses)
  })

  it('moves the default flag when a new default is saved', async () => {
    const customer = await registerCustomer()
    await add(customer, { ...validAddress, title: 'Ev' })
    const second = await add(customer, { ...validAddress, title: 'İş' })
    expect(defaults(second.body.data.user.addresses)).toEqual(['Ev'])
    const third = await add(customer, { ...validAddress, title: 'Klinik', isDefault: true })
    expect(defaults(third.body.data.user.addresses)).toEqual(['Klinik'])
    expect(third.body.data.user.addresses).toHaveLength(3)
  })

  it.each([
    ['fullName', { fullName: ' ' }, 'address.full_name_required'],
    ['phone', { phone: '' }, 'address.phone_required'],
    ['phone', { phone: 'abc' }, 'address.phone_invalid'],
    ['city', { city: '' }, 'address.city_required'],
    ['district', { district: '' }, 'address.district_required'],
    ['neighborhood', { neighborhood: '' }, 'address.neighborhood_required'],
    ['addressLine', { addressLine: '' }, 'address.address_line_required'],
    ['postalCode', { postalCode: '12' }, 'address.postal_code_invalid'],
    ['addressLine', { addressLine: 'x'.repeat(301) }, 'validation.too_long'],
  ] as const)('refuses %s %o with %s', async (field, change, key) => {
    const customer = await registerCustomer()
    const { status, body } = await add(customer, { ...validAddress, ...change })
    expect(status).toBe(400)
    expect(body.errors).toEqual([{ field, message: tr[key] }])
  })

  it('stops at 20 addresses', async () => {
    const customer = await registerCustomer()
    for (let i = 0; i < 20; i++)
      expect((await add(customer, { ...validAddress, title: `A${i}` })).status).toBe(201)
    const { status, body } = await add(customer, validAddress)
    expect(status).toBe(409)
    expect(body.message).toBe('En fazla 20 adres kaydedebilirsiniz')
  })

  it('holds the limit and keeps one default under 50 parallel saves', async () => {
    const customer = await registerCustomer()
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        add(customer, { ...validAddress, title: `P${i}`, isDefault: i % 2 === 0 }),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(20)
    expect(statuses.filter((status) => status === 409)).toHaveLength(30)
    const profile = await call<UserAnswer>('/auth/profile', { token: customer.token })
    expect(profile.body.data.user.addresses).toHaveLength(20)
    expect(defaults(profile.body.data.user.addresses)).toHaveLength(1)
  })

  it('needs a login', async () => {
    expect((await call('/auth/addresses', { body: validAddress })).status).toBe(401)
  })
})

describe('PUT and DELETE /auth/addresses/{id}', () => {
  it('update the address, and the default flag moves', async () => {
    const customer = await registerCustomer()
    await add(customer, { ...validAddress, title: 'Ev' })
    const saved = await add(customer, { ...validAddress, title: 'İş' })
    const work = saved.body.data.user.addresses.find((a) => a.title === 'İş')!
    const { status, body } = await update(customer, work._id, {
      ...validAddress,
      title: 'İş',
      city: 'Ankara',
      postalCode: '',
      isDefault: true,
    })
    expect(status).toBe(200)
    const updated = body.data.user.addresses.find((a) => a._id === work._id)
    expect(updated).toMatchObject({ city: 'Ankara', postalCode: null, isDefault: true })
    expect(defaults(body.data.user.addresses)).toEqual(['İş'])
  })

  it('delete the address; deleting the default makes the oldest remaining one the default', async () => {
    const customer = await registerCustomer()
    const first = await add(customer, { ...validAddress, title: 'Ev' })
    await add(customer, { ...validAddress, title: 'İş' })
    const home = first.body.data.user.addresses[0]!
    const { status, body } = await remove(customer, home._id)
    expect(status).toBe(200)
    expect(body.data.user.addresses.map((a) => [a.title, a.isDefault])).toEqual([['İş', true]])
  })

  it("answer 404 for another user's address and leave it alone", async () => {
    const owner = await registerCustomer()
    const stranger = await registerCustomer()
    await add(stranger, { ...validAddress, title: 'Yabancı' })
    const saved = await add(owner, validAddress)
    const id = saved.body.data.user.addresses[0]!._id

    const changed = await update(stranger, id, { ...validAddress, city: 'Hacked', isDefault: true })
    expect(changed.status).toBe(404)
    expect(changed.body.message).toBe(tr['address.not_found'])
    expect((await remove(stranger, id)).status).toBe(404)

    const after = await call<UserAnswer>('/auth/profile', { token: owner.token })
    expect(after.body.data.user.addresses).toEqual(saved.body.data.user.addresses)
    const strangerAfter = await call<UserAnswer>('/auth/profile', { token: stranger.token })
    expect(defaults(strangerAfter.body.data.user.addresses)).toEqual(['Yabancı'])
  })

  it('answer 404 for an unknown id', async () => {
    const customer = await registerCustomer()
    expect((await remove(customer, '0'.repeat(24))).status).toBe(404)
    expect((await update(customer, '0'.repeat(24), validAddress)).status).toBe(404)
  })
})
