import { messagesFor } from '@shop/i18n'
import { accountCatalogue } from '@shop/i18n/account-catalogue'
import { languageAtom, shopStore, signOutAtom, userAtom } from '@shop/state'
import { ShopIntlProvider } from '@shop/ui'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'jotai'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { toast } from 'sonner'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { LoginForm } from './login-form'

const tr = messagesFor('tr')
const server = setupServer()

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  shopStore.set(signOutAtom)
  shopStore.set(languageAtom, 'tr')
})
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function renderLogin(entry = '/login') {
  render(
    <Provider store={shopStore}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <ShopIntlProvider catalogue={accountCatalogue}>
          <MemoryRouter initialEntries={[entry]}>
            <Routes>
              <Route path="/login" element={<LoginForm />} />
              <Route path="/orders" element={<p>Siparişler sayfası</p>} />
            </Routes>
          </MemoryRouter>
        </ShopIntlProvider>
      </QueryClientProvider>
    </Provider>,
  )
  return {
    email: () => screen.getByLabelText(tr['auth.email']),
    password: () => screen.getByLabelText(tr['auth.password']),
    submit: () => userEvent.click(screen.getByRole('button', { name: tr['auth.login_submit'] })),
  }
}

describe('LoginForm', () => {
  it('shows the required messages for an empty submit, without calling the API', async () => {
    const form = renderLogin()
    await form.submit()
    expect(await screen.findByText(tr['auth.email_required'])).toBeTruthy()
    expect(screen.getByText(tr['auth.password_required'])).toBeTruthy()
    expect(form.email().getAttribute('aria-invalid')).toBe('true')
  })

  it('rejects a malformed e-mail', async () => {
    const form = renderLogin()
    await userEvent.type(form.email(), 'ayse@')
    await userEvent.type(form.password(), 'secret')
    await form.submit()
    expect(await screen.findByText(tr['auth.email_invalid'])).toBeTruthy()
  })

  it('toggles password visibility with a button named for what a press does, not a pressed state', async () => {
    const form = renderLogin()
    expect(form.password().getAttribute('type')).toBe('password')
    const show = screen.getByRole('button', { name: tr['auth.show_password'] })
    expect(show.hasAttribute('aria-pressed')).toBe(false)
    await userEvent.click(show)
    expect(form.password().getAttribute('type')).toBe('text')
    const hide = screen.getByRole('button', { name: tr['auth.hide_password'] })
    expect(hide.hasAttribute('aria-pressed')).toBe(false)
    await userEvent.click(hide)
    expect(form.password().getAttribute('type')).toBe('password')
  })

  it('shows the server message when login fails (e.g. the endpoint is missing)', async () => {
    server.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json({ success: false, message: 'İstenen adres bulunamadı' }, { status: 404 }),
      ),
    )
    const form = renderLogin()
    await userEvent.type(form.email(), 'ayse@example.com')
    await userEvent.type(form.password(), 'secret')
    await form.submit()
    const alert = await screen.findByText(`${tr['auth.login_failed']}: İstenen adres bulunamadı`)
    expect(alert.getAttribute('role')).toBe('alert')
    expect(shopStore.get(userAtom)).toBeNull()
  })

  it('stores the session and returns to the remembered location', async () => {
    server.use(
      http.post('*/api/auth/login', async ({ request }) => {
        const body = (await request.json()) as { email: string }
        return HttpResponse.json({
          success: true,
          data: { token: 'jwt-9', user: { _id: 'u9', name: 'Ayşe', email: body.email, role: 'user' } },
        })
      }),
    )
    const form = renderLogin('/login?redirect=%2Forders')
    await userEvent.type(form.email(), 'ayse@example.com')
    await userEvent.type(form.password(), 'secret')
    await form.submit()
    expect(await screen.findByText('Siparişler sayfası')).toBeTruthy()
    expect(shopStore.get(userAtom)?._id).toBe('u9')
  })

  it('puts the success in the place of the failure toast from the try before, not beside it', async () => {
    const error = vi.spyOn(toast, 'error')
    const success = vi.spyOn(toast, 'success')
    let wrong = true
    server.use(
      http.post('*/api/auth/login', () =>
        wrong
          ? HttpResponse.json({ success: false, message: 'E-posta veya şifre hatalı' }, { status: 401 })
          : HttpResponse.json({
              success: true,
              data: {
                token: 'jwt-9',
                user: { _id: 'u9', name: 'Ayşe', email: 'a@example.com', role: 'user' },
              },
            }),
      ),
    )
    const form = renderLogin('/login?redirect=%2Forders')
    await userEvent.type(form.email(), 'ayse@example.com')
    await userEvent.type(form.password(), 'wrong')
    await form.submit()
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(tr['auth.login_failed'], expect.anything()))
    wrong = false
    await form.submit()
    expect(await screen.findByText('Siparişler sayfası')).toBeTruthy()
    const failure = error.mock.calls[0]?.[1] as { id?: string } | undefined
    expect(failure?.id).toBeTruthy()
    expect(success).toHaveBeenCalledWith(
      tr['auth.login_success'],
      expect.objectContaining({ id: failure?.id }),
    )
    error.mockRestore()
    success.mockRestore()
  })
})
