import { messagesFor } from '@shop/i18n'
import { accountCatalogue } from '@shop/i18n/account-catalogue'
import { languageAtom, shopStore, signOutAtom } from '@shop/state'
import { ShopIntlProvider } from '@shop/ui'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'jotai'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { RegisterForm } from './register-form'

const tr = messagesFor('tr')
const en = messagesFor('en')
const server = setupServer()
let registerCalls = 0

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  registerCalls = 0
  server.use(
    http.post('*/api/auth/register', () => {
      registerCalls += 1
      return HttpResponse.json({ success: false, message: 'not expected' }, { status: 500 })
    }),
  )
  shopStore.set(signOutAtom)
  shopStore.set(languageAtom, 'tr')
})
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function renderRegister(messages = tr) {
  render(
    <Provider store={shopStore}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <ShopIntlProvider catalogue={accountCatalogue}>
          <MemoryRouter initialEntries={['/register']}>
            <Routes>
              <Route path="/register" element={<RegisterForm />} />
            </Routes>
          </MemoryRouter>
        </ShopIntlProvider>
      </QueryClientProvider>
    </Provider>,
  )
  const password = () => screen.getByLabelText<HTMLInputElement>(messages['auth.password'])
  return {
    password,
    fill: async (email: string, secret: string) => {
      await userEvent.type(screen.getByLabelText(messages['auth.name']), 'Ayşe Yılmaz')
      await userEvent.type(screen.getByLabelText(messages['auth.email']), email)
      await userEvent.type(password(), secret)
      await userEvent.type(screen.getByLabelText(messages['auth.confirm_password']), secret)
      await userEvent.click(screen.getByRole('button', { name: messages['auth.register_submit'] }))
    },
    /** The text the password field is described by (its error). */
    passwordError: () => {
      const id = password().getAttribute('aria-describedby') ?? ''
      return id
        .split(' ')
        .map((part) => document.getElementById(part)?.textContent ?? '')
        .join(' ')
    },
  }
}

describe('RegisterForm password rules', () => {
  it('shows the common-password message on the password field, without calling the API', async () => {
    const form = renderRegister()
    await form.fill('ayse@example.com', 'Galatasaray')
    expect(await screen.findByText(tr['auth.password_common'])).toBeTruthy()
    expect(form.password().getAttribute('aria-invalid')).toBe('true')
    expect(form.passwordError()).toContain(tr['auth.password_common'])
    expect(registerCalls).toBe(0)
  })

  it('shows the e-mail message on the password field, in English too', async () => {
    shopStore.set(languageAtom, 'en')
    const form = renderRegister(en)
    await form.fill('ayse.yilmaz@example.com', 'Ayse.Yilmaz')
    expect(await screen.findByText(en['auth.password_is_email'])).toBeTruthy()
    expect(form.passwordError()).toContain(en['auth.password_is_email'])
    await waitFor(() => expect(registerCalls).toBe(0))
  })
})
