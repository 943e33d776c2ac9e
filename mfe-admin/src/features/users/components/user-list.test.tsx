import { allMessagesFor } from '@shop/i18n/messages/all'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { toast } from 'sonner'
import { describe, expect, it } from 'vitest'
import { fail, ok, spyOnToasts, startApiServer } from '../../../test/api-server'
import { renderAdmin } from '../../../test/render-admin'
import { adminUser, SIGNED_IN_ADMIN, userListHandler } from '../test/user-fixtures'

const tr = allMessagesFor('tr')
const server = startApiServer()
spyOnToasts()

const rows = () => [
  SIGNED_IN_ADMIN,
  adminUser('0190a5b2-7c1d-7e3f-9a4b-5c6d7e8f9a0b', 'Diş Hekimi Can', { phone: null, role: 'moderator' }),
  adminUser('0190a5b2-7c1d-7e3f-9a4b-1234abcd5678', 'Klinik Elif', { isActive: false }),
]

function rowOf(name: string) {
  const row = within(screen.getByRole('table')).getByText(name).closest('tr')
  if (!row) throw new Error(`no row for ${name}`)
  return row
}

describe('admin users list', () => {
  it('shows every column: the id’s last 8 characters, a dash for no phone, role and state badges, the date', async () => {
    const seen: URLSearchParams[] = []
    server.use(userListHandler(rows, seen, 42))
    renderAdmin('/admin/users')
    expect(await screen.findByRole('heading', { level: 2, name: 'Kullanıcı listesi (42)' })).toBeTruthy()
    const table = screen.getByRole('table', { name: 'Kullanıcılar, 42 kullanıcı' })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent)
    expect(headers).toEqual(['İsim', 'E-posta', 'Telefon', 'Rol', 'Durum', 'Kayıt tarihi', 'İşlemler'])
    expect(seen.at(-1)?.get('limit')).toBe('20')
    expect(seen.at(-1)?.get('page')).toBe('1')

    const can = rowOf('Diş Hekimi Can')
    const cells = within(can).getAllByRole('cell')
    expect(cells[0]?.textContent).toContain('7e8f9a0b')
    expect(cells[0]?.textContent).not.toContain('0190a5b2')
    expect(cells[1]?.textContent).toBe('0190a5b2-7c1d-7e3f-9a4b-5c6d7e8f9a0b@example.com')
    expect(cells[2]?.querySelector('[aria-hidden="true"]')?.textContent).toBe('-')
    expect(cells[2]?.textContent).toContain(tr['admin.users.no_phone'])
    expect(cells[3]?.textContent).toBe('Moderatör')
    expect(cells[4]?.textContent).toBe('Aktif')
    expect(cells[5]?.textContent).toBe('5 Mar 2026')

    const elif = rowOf('Klinik Elif')
    expect(within(elif).getAllByRole('cell')[0]?.textContent).toContain('1234abcd5678'.slice(-8))
    expect(within(elif).getByText('05321234567')).toBeTruthy()
    expect(within(elif).getByText('Pasif')).toBeTruthy()
    expect(within(elif).getByText('Kullanıcı')).toBeTruthy()
    expect(within(elif).getByRole('button', { name: 'Aktif yap: Klinik Elif' })).toBeTruthy()

    const me = rowOf('Yönetici Ayşe')
    expect(within(me).getByText('Yönetici')).toBeTruthy()
    expect(within(me).getByText(tr['admin.users.you'])).toBeTruthy()
  })

  it('offers no toggle or delete on admin rows, and all three actions on the others', async () => {
    server.use(userListHandler(rows))
    renderAdmin('/admin/users')
    await screen.findByRole('table')
    const admin = rowOf('Yönetici Ayşe')
    expect(
      within(admin)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Düzenle: Yönetici Ayşe'])
    const moderator = rowOf('Diş Hekimi Can')
    expect(
      within(moderator)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Pasif yap: Diş Hekimi Can', 'Düzenle: Diş Hekimi Can', 'Sil: Diş Hekimi Can'])
  })

  it('keeps the search and page in the address and asks the API with them', async () => {
    const seen: URLSearchParams[] = []
    server.use(userListHandler(rows, seen, 45))
    renderAdmin('/admin/users')
    await screen.findByRole('table')
    await userEvent.type(screen.getByLabelText(tr['admin.users.search_label']), 'çağla{Enter}')
    expect(screen.getByTestId('where').textContent).toBe('/admin/users?search=%C3%A7a%C4%9Fla')
    await waitFor(() => expect(seen.at(-1)?.get('search')).toBe('çağla'))

    await userEvent.click(screen.getByRole('link', { name: 'Sayfa 2' }))
    expect(screen.getByTestId('where').textContent).toBe('/admin/users?search=%C3%A7a%C4%9Fla&page=2')
    await waitFor(() => expect(seen.at(-1)?.get('page')).toBe('2'))
    expect(seen.at(-1)?.get('search')).toBe('çağla')
  })

  it('says no users were found when the page is empty', async () => {
    server.use(userListHandler(() => []))
    renderAdmin('/admin/users?search=yok')
    const table = await screen.findByRole('table', { name: 'Kullanıcılar, 0 kullanıcı' })
    expect(within(table).getByText(tr['admin.users.empty'])).toBeTruthy()
    expect((screen.getByLabelText(tr['admin.users.search_label']) as HTMLInputElement).value).toBe('yok')
  })

  it('shows a list failure inline with a retry that loads the table', async () => {
    let calls = 0
    server.use(
      http.get('*/api/users', () => {
        calls += 1
        return calls === 1
          ? fail(500, 'Sunucu hatası')
          : ok({ users: rows() }, { page: 1, limit: 20, total: 3, pages: 1 })
      }),
    )
    renderAdmin('/admin/users')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(tr['admin.users.list_error'])
    expect(alert.textContent).toContain('Sunucu hatası')
    await userEvent.click(within(alert).getByRole('button', { name: tr['remote.retry'] }))
    expect(await screen.findByRole('table', { name: 'Kullanıcılar, 3 kullanıcı' })).toBeTruthy()
  })

  it('deletes a user only after the confirmation', async () => {
    let users = rows()
    const deleted: string[] = []
    server.use(
      userListHandler(() => users),
      http.delete('*/api/users/:id', ({ params }) => {
        const id = String(params.id)
        deleted.push(id)
        users = users.filter((user) => user._id !== id)
        return ok({ deleted: id })
      }),
    )
    renderAdmin('/admin/users')
    await screen.findByRole('table')
    await userEvent.click(screen.getByRole('button', { name: 'Sil: Klinik Elif' }))
    let dialog = screen.getByRole('dialog')
    expect(dialog.textContent).toContain('Bu kullanıcıyı silmek istediğinizden emin misiniz?')
    await userEvent.click(within(dialog).getByRole('button', { name: tr['account.confirm_no'] }))
    expect(deleted).toEqual([])
    expect(screen.getByText('Klinik Elif')).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Sil: Klinik Elif' }))
    dialog = screen.getByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: tr['admin.common.delete'] }))
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(tr['admin.users.deleted'], expect.anything()),
    )
    expect(deleted).toEqual(['0190a5b2-7c1d-7e3f-9a4b-1234abcd5678'])
    await waitFor(() => expect(screen.queryByText('Klinik Elif')).toBeNull())
  })

  it('toggles a user and shows the server’s refusal when it says no', async () => {
    server.use(
      userListHandler(rows),
      http.patch('*/api/users/:id/toggle-status', () =>
        fail(409, 'Yönetici hesapları pasife alınamaz', [
          { field: 'isActive', message: 'Yönetici hesapları pasife alınamaz' },
        ]),
      ),
    )
    renderAdmin('/admin/users')
    await screen.findByRole('table')
    await userEvent.click(screen.getByRole('button', { name: 'Pasif yap: Diş Hekimi Can' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Yönetici hesapları pasife alınamaz', expect.anything()),
    )
  })
})
