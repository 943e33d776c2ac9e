import { setApiNavigator } from '@shop/api-client'
import { STORAGE_KEYS } from '@shop/domain'
import { shopStore, signInAtom, signOutAtom, userAtom } from '@shop/state'
import { render, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { toast } from 'sonner'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { SessionCheck } from './session-check'

const server = setupServer()
const navigations: string[] = []
let restoreNavigator: () => void
const stored = { _id: 'u1', name: 'Ayşe', email: 'ayse@example.com', role: 'user' as const }

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  navigations.length = 0
  restoreNavigator = setApiNavigator((to) => navigations.push(to))
  vi.spyOn(toast, 'error')
  shopStore.set(signOutAtom)
})
afterEach(() => {
  server.resetHandlers()
  restoreNavigator()
  vi.restoreAllMocks()
})
afterAll(() => server.close())

describe('SessionCheck', () => {
  it('refreshes the stored user from /auth/profile, sending no token (the cookie carries the session)', async () => {
    shopStore.set(signInAtom, { token: 'jwt-1', user: stored })
    let auth: string | null = 'not called'
    server.use(
      http.get('*/api/auth/profile', ({ request }) => {
        auth = request.headers.get('authorization')
        return HttpResponse.json({
          success: true,
          data: { user: { ...stored, name: 'Ayşe Kaya', role: 'admin' } },
        })
      }),
    )
    render(<SessionCheck />)
    await waitFor(() => expect(shopStore.get(userAtom)?.role).toBe('admin'))
    expect(auth).toBeNull()
    expect(shopStore.get(userAtom)?.name).toBe('Ayşe Kaya')
  })

  it('clears a rejected session quietly: no navigation, no toast', async () => {
    shopStore.set(signInAtom, { token: 'expired', user: stored })
    server.use(
      http.get('*/api/auth/profile', () =>
        HttpResponse.json({ success: false, message: 'Oturum geçersiz' }, { status: 401 }),
      ),
    )
    render(<SessionCheck />)
    await waitFor(() => expect(shopStore.get(userAtom)).toBeNull())
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull()
    expect(navigations).toEqual([])
    expect(toast.error).not.toHaveBeenCalled()
  })

  it('keeps the session when the check cannot reach the server', async () => {
    shopStore.set(signInAtom, { token: 'jwt-2', user: stored })
    let called = false
    server.use(
      http.get('*/api/auth/profile', () => {
        called = true
        return HttpResponse.error()
      }),
    )
    render(<SessionCheck />)
    await waitFor(() => expect(called).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(shopStore.get(userAtom)?._id).toBe('u1')
  })

  it('makes no call without a stored user, and forgets a token an earlier version stored', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, JSON.stringify('old-jwt'))
    let calls = 0
    server.use(
      http.get('*/api/auth/profile', () => {
        calls += 1
        return HttpResponse.json({ success: true, data: { user: stored } })
      }),
    )
    render(<SessionCheck />)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(calls).toBe(0)
    expect(shopStore.get(userAtom)).toBeNull()
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull()
  })
})
