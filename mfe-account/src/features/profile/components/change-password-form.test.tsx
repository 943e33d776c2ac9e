import { shopStore, userAtom } from '@shop/state'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { Route } from 'react-router-dom'
import { toast } from 'sonner'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderAccount, resetShop } from '../../../test/render-account'
import { ChangePasswordForm } from './change-password-form'

const server = setupServer()

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  resetShop()
  vi.spyOn(toast, 'success')
  vi.spyOn(toast, 'error')
})
afterEach(() => {
  server.resetHandlers()
  vi.restoreAllMocks()
})
afterAll(() => server.close())

function renderForm() {
  renderAccount(<Route path="/profile" element={<ChangePasswordForm />} />, '/profile')
  return {
    current: () => screen.getByLabelText<HTMLInputElement>('Mevcut şifre'),
    next: () => screen.getByLabelText<HTMLInputElement>('Yeni şifre'),
    confirm: () => screen.getByLabelText<HTMLInputElement>('Yeni şifre (tekrar)'),
    submit: () => userEvent.click(screen.getByRole('button', { name: 'Şifreyi Değiştir' })),
  }
}

describe('ChangePasswordForm', () => {
  it('words the spec messages for empty fields, without calling the API', async () => {
    const form = renderForm()
    await form.submit()
    expect(await screen.findByText('Mevcut şifre gereklidir')).toBeTruthy()
    expect(screen.getByText('Yeni şifre gereklidir')).toBeTruthy()
  })

  it('requires six characters and a matching confirmation', async () => {
    const form = renderForm()
    await userEvent.type(form.current(), 'eski-sifre')
    await userEvent.type(form.next(), '12345')
    await userEvent.type(form.confirm(), '54321')
    await form.submit()
    expect(await screen.findByText('Şifre en az 6 karakter olmalıdır')).toBeTruthy()
    expect(screen.getByText('Şifreler eşleşmiyor')).toBeTruthy()
  })

  it("refuses a common password, and the signed-in user's e-mail, on the new-password field", async () => {
    shopStore.set(userAtom, { _id: 'u1', name: 'Ayşe', email: 'ayse.yilmaz@example.com', role: 'user' })
    const form = renderForm()
    await userEvent.type(form.current(), 'eski-sifre')
    await userEvent.type(form.next(), 'Ayse.Yilmaz@Example.com')
    await userEvent.type(form.confirm(), 'Ayse.Yilmaz@Example.com')
    await form.submit()
    expect(await screen.findByText('Şifre e-posta adresinizle aynı olamaz')).toBeTruthy()
    await userEvent.clear(form.next())
    await userEvent.clear(form.confirm())
    await userEvent.type(form.next(), 'sifre123')
    await userEvent.type(form.confirm(), 'sifre123')
    await form.submit()
    expect(await screen.findByText('Bu şifre çok yaygın; lütfen daha güçlü bir şifre seçin')).toBeTruthy()
    expect(form.next().getAttribute('aria-invalid')).toBe('true')
  })

  it('sends current and new password, then clears every field', async () => {
    let body: unknown = null
    server.use(
      http.put('*/api/auth/change-password', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ success: true, data: { message: 'ok' } })
      }),
    )
    const form = renderForm()
    await userEvent.type(form.current(), 'Eski123!')
    await userEvent.type(form.next(), 'Yeni123!')
    await userEvent.type(form.confirm(), 'Yeni123!')
    await form.submit()
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Şifre değiştirildi!', expect.anything()))
    expect(body).toEqual({ currentPassword: 'Eski123!', newPassword: 'Yeni123!' })
    expect(form.current().value).toBe('')
    expect(form.next().value).toBe('')
    expect(form.confirm().value).toBe('')
  })

  it('keeps the fields and shows why when the server refuses', async () => {
    server.use(
      http.put('*/api/auth/change-password', () =>
        HttpResponse.json({ success: false, message: 'Mevcut şifre hatalı' }, { status: 400 }),
      ),
    )
    const form = renderForm()
    await userEvent.type(form.current(), 'Yanlis123')
    await userEvent.type(form.next(), 'Yeni123!')
    await userEvent.type(form.confirm(), 'Yeni123!')
    await form.submit()
    expect(await screen.findByText('Şifre değiştirilemedi: Mevcut şifre hatalı')).toBeTruthy()
    expect(toast.error).toHaveBeenCalledWith('Şifre değiştirilemedi', expect.anything())
    expect(form.current().value).toBe('Yanlis123')
  })
})
