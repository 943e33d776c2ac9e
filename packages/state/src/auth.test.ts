// @vitest-environment happy-dom
import { createStore } from 'jotai'
import { beforeEach, describe, expect, it } from 'vitest'
import { isAdminAtom, isStaffAtom, signInAtom, signOutAtom } from './auth'

const person = { _id: 'u1', name: 'Ayşe Yılmaz', email: 'ayse@example.com' }

beforeEach(() => localStorage.clear())

describe('staff and admin atoms', () => {
  it.each([
    ['admin', true, true],
    ['moderator', true, false],
    ['user', false, false],
  ] as const)('a signed-in %s is staff: %s, admin: %s', (role, staff, admin) => {
    const store = createStore()
    store.set(signInAtom, { token: 'jwt', user: { ...person, role } })
    expect(store.get(isStaffAtom)).toBe(staff)
    expect(store.get(isAdminAtom)).toBe(admin)
  })

  it('counts nobody as staff after sign-out', () => {
    const store = createStore()
    store.set(signInAtom, { token: 'jwt', user: { ...person, role: 'moderator' } })
    store.set(signOutAtom)
    expect(store.get(isStaffAtom)).toBe(false)
  })
})
