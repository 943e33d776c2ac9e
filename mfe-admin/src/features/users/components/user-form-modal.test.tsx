import { allMessagesFor } from '@shop/i18n/messages/all'
import { sessionRefusedAtom, shopStore } from '@shop/state'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
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

const CAN = adminUser('u-0190a5b2-can', 'Diş Hekimi Can', { phone: null, role: 'moderator' })
const rows = () => [SIGNED_IN_ADMIN, CAN]

const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label) as HTMLInputElement
const alerts = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('alert')
    .map((node) => node.textContent)

async function openDialog(button: string, title: string) {
  renderAdmin('/admin/users')
  await screen.findByRole('table')
  await userEvent.click(screen.getByRole('button', { name: button }))
  return screen.getByRole('dialog', { name: title })
}

/** The bodies of POST /users, each answered with a new user. */
function recordCreates() {
  const bodies: unknown[] = []
  server.use(
    userListHandler(rows),
    http.post('*/api/users', async ({ request }) => {
      bodies.push(await request.json())
      return ok({ user: adminUser('u-new', 'Yeni Kişi') }, undefined)
    }),
  )
  return bodies
}

/** The new-user dialog with the required fields typed in. */
async function typeNewUser() {
  const dialog = await openDialog(tr['admin.users.new'], tr['admin.users.form_create_title'])
  await userEvent.type(field(dialog, tr['admin.users.field_name']), 'Yeni Kişi')
  await userEvent.type(field(dialog, tr['admin.users.field_email']), 'yeni@example.com')
  await userEvent.type(field(dialog, tr['admin.users.field_password']), 'kalem6')
  return dialog
}

describe('user create/edit dialog', () => {
  it('keeps a new user typed when the session ended, all but the password, which is never stored', async () => {
    server.use(userListHandler(rows))
    let dialog = await openDialog(tr['admin.users.new'], tr['admin.users.form_create_title'])
    await userEvent.type(field(dialog, tr['admin.users.field_name']), 'Yeni Kişi')
    await userEvent.type(field(dialog, tr['admin.users.field_email']), 'yeni@example.com')
    await userEvent.type(field(dialog, tr['admin.users.field_password']), 'gizli-parola')
    act(() => shopStore.set(sessionRefusedAtom))
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('gizli-parola')
    cleanup()

    dialog = await openDialog(tr['admin.users.new'], tr['admin.users.form_create_title'])
    expect(field(dialog, tr['admin.users.field_name']).value).toBe('Yeni Kişi')
    expect(field(dialog, tr['admin.users.field_email']).value).toBe('yeni@example.com')
    expect(field(dialog, tr['admin.users.field_password']).value).toBe('')
    expect(within(dialog).getByText(tr['session_draft.restored']).tagName).toBe('OUTPUT')
  })

  it('asks before Cancel or × throws typed input away, and closes at once when nothing was typed', async () => {
    server.use(userListHandler(rows))
    const dialog = await openDialog(tr['admin.users.new'], tr['admin.users.form_create_title'])
    await userEvent.click(within(dialog).getByRole('button', { name: tr['admin.common.cancel'] }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: tr['admin.users.form_create_title'] })).toBeNull(),
    )

    await userEvent.click(screen.getByRole('button', { name: tr['admin.users.new'] }))
    const again = screen.getByRole('dialog', { name: tr['admin.users.form_create_title'] })
    await userEvent.type(field(again, tr['admin.users.field_name']), 'Yarım Kalan')
    await userEvent.click(within(again).getByRole('button', { name: tr['admin.common.close'] }))
    const question = await screen.findByRole('dialog', { name: tr['unsaved_changes.message'] })
    await userEvent.click(within(question).getByRole('button', { name: tr['account.confirm_no'] }))
    expect(field(again, tr['admin.users.field_name']).value).toBe('Yarım Kalan')

    await userEvent.click(within(again).getByRole('button', { name: tr['admin.common.cancel'] }))
    const asked = await screen.findByRole('dialog', { name: tr['unsaved_changes.message'] })
    await userEvent.click(within(asked).getByRole('button', { name: tr['unsaved_changes.leave'] }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: tr['admin.users.form_create_title'] })).toBeNull(),
    )
  })

  it('asks for the name, e-mail and password of a new user, then creates it', async () => {
    const bodies = recordCreates()
    const dialog = await openDialog(tr['admin.users.new'], tr['admin.users.form_create_title'])
    expect(field(dialog, tr['admin.users.field_email']).type).toBe('email')
    expect(within(dialog).queryByLabelText(tr['admin.users.field_new_password'])).toBeNull()
    expect(field(dialog, tr['admin.users.field_active']).checked).toBe(true)
    const roles = within(dialog).getByLabelText(tr['admin.users.field_role']) as HTMLSelectElement
    expect([...roles.options].map((option) => option.value)).toEqual(['user', 'moderator', 'admin'])

    const create = within(dialog).getByRole('button', { name: tr['admin.common.create'] })
    await userEvent.click(create)
    await waitFor(() =>
      expect(alerts(dialog)).toEqual([
        'İsim gereklidir',
        'E-posta gereklidir',
        'Yeni kullanıcı için şifre gereklidir',
      ]),
    )

    await userEvent.type(field(dialog, tr['admin.users.field_name']), 'Yeni Kişi')
    await userEvent.type(field(dialog, tr['admin.users.field_email']), 'yeni@example.com')
    await userEvent.type(field(dialog, tr['admin.users.field_password']), 'kal')
    await userEvent.click(create)
    await waitFor(() => expect(alerts(dialog)).toEqual(['Şifre en az 6 karakter olmalıdır']))
    expect(bodies).toEqual([])

    await userEvent.type(field(dialog, tr['admin.users.field_password']), 'em6')
    await userEvent.selectOptions(roles, 'moderator')
    await userEvent.click(create)
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Kullanıcı oluşturuldu', expect.anything()),
    )
    expect(bodies).toEqual([
      {
        name: 'Yeni Kişi',
        email: 'yeni@example.com',
        phone: '',
        password: 'kalem6',
        role: 'moderator',
        isActive: true,
      },
    ])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('creates a passive user when its Active box, checked at first, is unchecked', async () => {
    const bodies = recordCreates()
    const dialog = await typeNewUser()
    const active = field(dialog, tr['admin.users.field_active'])
    expect(active.checked).toBe(true)
    await userEvent.click(active)
    await userEvent.click(within(dialog).getByRole('button', { name: tr['admin.common.create'] }))
    await waitFor(() => expect(bodies).toMatchObject([{ role: 'user', isActive: false }]))
  })

  it('creates an admin active: choosing the role checks and locks the Active box and says why', async () => {
    const bodies = recordCreates()
    const dialog = await typeNewUser()
    await userEvent.click(field(dialog, tr['admin.users.field_active']))
    await userEvent.selectOptions(within(dialog).getByLabelText(tr['admin.users.field_role']), 'admin')
    const locked = field(dialog, tr['admin.users.field_active'])
    expect(locked.disabled).toBe(true)
    expect(locked.checked).toBe(true)
    expect(dialog.textContent).toContain(tr['admin.users.admin_active_hint'])
    await userEvent.click(within(dialog).getByRole('button', { name: tr['admin.common.create'] }))
    await waitFor(() => expect(bodies).toMatchObject([{ role: 'admin', isActive: true }]))
  })

  it('makes a passive user admin active: the promotion checks and locks the Active box', async () => {
    const passive = adminUser('u-0190a5b2-ela', 'Teknisyen Ela', { role: 'user', isActive: false })
    const bodies: unknown[] = []
    server.use(
      userListHandler(() => [SIGNED_IN_ADMIN, passive]),
      http.put('*/api/users/:id', async ({ request }) => {
        bodies.push(await request.json())
        return ok({ user: { ...passive, role: 'admin', isActive: true } })
      }),
    )
    const dialog = await openDialog('Düzenle: Teknisyen Ela', tr['admin.users.form_edit_title'])
    expect(field(dialog, tr['admin.users.field_active']).checked).toBe(false)
    await userEvent.selectOptions(within(dialog).getByLabelText(tr['admin.users.field_role']), 'admin')
    const locked = field(dialog, tr['admin.users.field_active'])
    expect(locked.disabled).toBe(true)
    expect(locked.checked).toBe(true)
    await userEvent.click(within(dialog).getByRole('button', { name: tr['admin.common.update'] }))
    await waitFor(() => expect(bodies).toMatchObject([{ role: 'admin', isActive: true }]))
  })

  it('saves an edit with PUT and then sets the new password with reset-password', async () => {
    const calls: { method: string; path: string; body: unknown }[] = []
    const record = async (request: Request) => {
      calls.push({ method: request.method, path: new URL(request.url).pathname, body: await request.json() })
      return ok({ user: CAN })
    }
    server.use(
      userListHandler(rows),
      http.put('*/api/users/:id', ({ request }) => record(request)),
      http.patch('*/api/users/:id/reset-password', ({ request }) => record(request)),
    )
    const dialog = await openDialog('Düzenle: Diş Hekimi Can', tr['admin.users.form_edit_title'])
    expect(field(dialog, tr['admin.users.field_name']).value).toBe('Diş Hekimi Can')
    expect(within(dialog).queryByLabelText(tr['admin.users.field_password'])).toBeNull()
    expect(field(dialog, tr['admin.users.field_active']).checked).toBe(true)
    expect((within(dialog).getByLabelText(tr['admin.users.field_role']) as HTMLSelectElement).value).toBe(
      'moderator',
    )

    await userEvent.type(field(dialog, tr['admin.users.field_new_password']), 'abc')
    await userEvent.click(within(dialog).getByRole('button', { name: tr['admin.common.update'] }))
    await waitFor(() => expect(alerts(dialog)).toEqual(['Şifre en az 6 karakter olmalıdır']))
    expect(calls).toEqual([])

    await userEvent.type(field(dialog, tr['admin.users.field_new_password']), 'defgh')
    await userEvent.type(field(dialog, tr['admin.users.field_phone']), '0532 111 22 33')
    await userEvent.click(field(dialog, tr['admin.users.field_active']))
    await userEvent.click(within(dialog).getByRole('button', { name: tr['admin.common.update'] }))
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Kullanıcı güncellendi', expect.anything()),
    )
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: '/api/users/u-0190a5b2-can',
        body: {
          name: 'Diş Hekimi Can',
          email: 'u-0190a5b2-can@example.com',
          phone: '0532 111 22 33',
          role: 'moderator',
          isActive: false,
        },
      },
      {
        method: 'PATCH',
        path: '/api/users/u-0190a5b2-can/reset-password',
        body: { newPassword: 'abcdefgh' },
      },
    ])
  })

  it('leaves the password alone when no new one is typed', async () => {
    const paths: string[] = []
    server.use(
      userListHandler(rows),
      http.put('*/api/users/:id', ({ request }) => {
        paths.push(new URL(request.url).pathname)
        return ok({ user: CAN })
      }),
    )
    const dialog = await openDialog('Düzenle: Diş Hekimi Can', tr['admin.users.form_edit_title'])
    await userEvent.click(within(dialog).getByRole('button', { name: tr['admin.common.update'] }))
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Kullanıcı güncellendi', expect.anything()),
    )
    expect(paths).toEqual(['/api/users/u-0190a5b2-can'])
  })

  it('keeps the own role locked and an admin’s active flag fixed', async () => {
    server.use(userListHandler(rows))
    const dialog = await openDialog('Düzenle: Yönetici Ayşe', tr['admin.users.form_edit_title'])
    const role = within(dialog).getByLabelText(tr['admin.users.field_role']) as HTMLSelectElement
    expect(role.disabled).toBe(true)
    expect(role.value).toBe('admin')
    expect(dialog.textContent).toContain(tr['admin.users.own_role_hint'])
    const active = field(dialog, tr['admin.users.field_active'])
    expect(active.disabled).toBe(true)
    expect(active.checked).toBe(true)
    expect(dialog.textContent).toContain(tr['admin.users.admin_active_hint'])
  })

  it('shows a 409 refusal as the server’s message and on its field, and keeps the dialog open', async () => {
    const refusal = 'Son aktif yöneticinin rolü değiştirilemez; önce başka bir kullanıcıyı yönetici yapın'
    server.use(
      userListHandler(rows),
      http.put('*/api/users/:id', () => fail(409, refusal, [{ field: 'role', message: refusal }])),
    )
    const dialog = await openDialog('Düzenle: Diş Hekimi Can', tr['admin.users.form_edit_title'])
    await userEvent.click(within(dialog).getByRole('button', { name: tr['admin.common.update'] }))
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(refusal, expect.anything()))
    await waitFor(() => expect(alerts(dialog)).toEqual([refusal]))
    expect(toast.success).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog', { name: tr['admin.users.form_edit_title'] })).toBeTruthy()
  })

  it('falls back to the generic message when the save gets no answer', async () => {
    server.use(
      userListHandler(rows),
      http.post('*/api/users', () => Response.error()),
    )
    const dialog = await openDialog(tr['admin.users.new'], tr['admin.users.form_create_title'])
    await userEvent.type(field(dialog, tr['admin.users.field_name']), 'Yeni Kişi')
    await userEvent.type(field(dialog, tr['admin.users.field_email']), 'yeni@example.com')
    await userEvent.type(field(dialog, tr['admin.users.field_password']), 'kalem6')
    await userEvent.click(within(dialog).getByRole('button', { name: tr['admin.common.create'] }))
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Bir hata oluştu', expect.anything()))
  })
})
