import { allMessagesFor } from '@shop/i18n/messages/all'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { toast } from 'sonner'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  categoryTreeHandler,
  ok,
  spyOnToasts,
  startApiServer,
  translateHandler,
} from '../../../test/api-server'
import { historyHandler } from '../../../test/history-fixtures'
import { openEditForm } from '../test/open-edit-form'
import { CATEGORY_TREE, listHandler, product } from '../test/product-fixtures'

const tr = allMessagesFor('tr')
const server = startApiServer()
spyOnToasts()

const EDITED = product('p1', 'Frez Seti')

/** The question opens once the router has caught the navigation (a transition, so awaited). */
const prompt = () => screen.findByRole('dialog', { name: tr['unsaved_changes.message'] })
const where = () => screen.getByTestId('where').textContent

describe('product form with unsaved changes', () => {
  beforeEach(() => {
    server.use(
      categoryTreeHandler(() => CATEGORY_TREE),
      listHandler(() => [EDITED]),
      translateHandler(),
      http.get('*/api/products/admin/:id', () => ok({ product: EDITED })),
      historyHandler('*/api/products/admin/:id/history', () => []),
    )
  })

  it('asks before cancel closes an edited form; staying keeps the edit, leaving closes it', async () => {
    const { dialog, name } = await openEditForm()
    await userEvent.type(name, ' Büyük')
    await userEvent.click(within(dialog).getByRole('button', { name: tr['admin.common.cancel'] }))

    expect((await prompt()).textContent).toContain(tr['unsaved_changes.message'])
    await userEvent.click(within(await prompt()).getByRole('button', { name: tr['account.confirm_no'] }))
    expect(screen.queryByRole('dialog', { name: tr['unsaved_changes.message'] })).toBeNull()
    expect(name.value).toBe('Frez Seti Büyük')
    expect(where()).toBe('/admin/products?edit=p1')

    await userEvent.click(within(dialog).getByRole('button', { name: tr['admin.common.cancel'] }))
    await userEvent.click(within(await prompt()).getByRole('button', { name: tr['unsaved_changes.leave'] }))
    await waitFor(() => expect(where()).toBe('/admin/products'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('asks before another admin screen is opened over an edited form', async () => {
    const { name, history } = await openEditForm()
    await userEvent.type(name, ' Büyük')
    act(() => history.push('/admin/orders'))
    expect((await prompt()).textContent).toContain(tr['unsaved_changes.message'])
    expect(where()).toBe('/admin/products?edit=p1')
  })

  it('takes Escape on the question as staying, and leaves the edited form open', async () => {
    const { dialog, name } = await openEditForm()
    await userEvent.type(name, ' Büyük')
    await userEvent.click(within(dialog).getByRole('button', { name: tr['admin.common.cancel'] }))
    // The browser reports Escape on a modal <dialog> as its cancel event.
    fireEvent(await prompt(), new Event('cancel', { cancelable: true }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: tr['unsaved_changes.message'] })).toBeNull(),
    )
    expect(screen.getByRole('dialog', { name: tr['admin.products.form_edit_title'] })).toBe(dialog)
    expect(name.value).toBe('Frez Seti Büyük')
    expect(where()).toBe('/admin/products?edit=p1')
  })

  it('closes an untouched form at once', async () => {
    const { dialog } = await openEditForm()
    await userEvent.click(within(dialog).getByRole('button', { name: tr['admin.common.cancel'] }))
    await waitFor(() => expect(where()).toBe('/admin/products'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('drops a translation that answers once the save has begun, so the saved form is not edited again', async () => {
    let answerTranslations = () => {}
    const translationsHeld = new Promise<void>((resolve) => {
      answerTranslations = resolve
    })
    let answerSave = () => {}
    const saveHeld = new Promise<void>((resolve) => {
      answerSave = resolve
    })
    let asked = 0
    server.use(
      http.post('*/api/translate/auto', async () => {
        asked++
        await translationsHeld
        return ok({ translatedText: 'EN geç gelen çeviri', provider: 'test' })
      }),
      http.put('*/api/products/:id', async () => {
        await saveHeld
        return ok({ product: EDITED })
      }),
    )
    const { dialog, name } = await openEditForm()
    await userEvent.type(name, ' Büyük')
    await waitFor(() => expect(asked).toBeGreaterThan(0), { timeout: 2000 })
    await userEvent.click(within(dialog).getByRole('button', { name: tr['admin.common.save'] }))
    answerTranslations()
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    const english = within(dialog).getByLabelText(tr['admin.products.name_en']) as HTMLInputElement
    expect(english.value).not.toContain('geç gelen')

    answerSave()
    await waitFor(() => expect(where()).toBe('/admin/products'))
    expect(screen.queryByRole('dialog', { name: tr['unsaved_changes.message'] })).toBeNull()
  })

  it('closes without asking after its own save', async () => {
    server.use(http.put('*/api/products/:id', () => ok({ product: EDITED })))
    const { dialog, name } = await openEditForm()
    await userEvent.type(name, ' Büyük')
    // The English name follows after the typing pause; saved before it lands, the form would be edited again.
    const english = within(dialog).getByLabelText(tr['admin.products.name_en']) as HTMLInputElement
    await waitFor(() => expect(english.value).toBe('EN Frez Seti Büyük'), { timeout: 2000 })
    await userEvent.click(within(dialog).getByRole('button', { name: tr['admin.common.save'] }))
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(tr['admin.products.updated'], expect.anything()),
    )
    await waitFor(() => expect(where()).toBe('/admin/products'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
