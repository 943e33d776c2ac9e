import { allMessagesFor } from '@shop/i18n/messages/all'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { toast } from 'sonner'
import { expect, it } from 'vitest'
import {
  categoryTreeHandler,
  fail,
  ok,
  spyOnToasts,
  startApiServer,
  translateHandler,
} from '../../../test/api-server'
import { historyHandler } from '../../../test/history-fixtures'
import { renderAdmin } from '../../../test/render-admin'
import { CATEGORY_TREE, listHandler, product } from '../test/product-fixtures'

const tr = allMessagesFor('tr')
const server = startApiServer()
spyOnToasts()

const LOADED = product('p1', 'Frez Seti', { updatedAt: '2026-11-29T09:15:00.000Z' })
const CHANGED = 'Ürün siz düzenlerken başka biri tarafından değiştirildi; formu kapatıp yeniden açın'

it('saves naming the version it loaded, and keeps the edit open when someone else saved first', async () => {
  const versions: (string | null)[] = []
  let reads = 0
  server.use(
    categoryTreeHandler(() => CATEGORY_TREE),
    listHandler(() => [LOADED]),
    translateHandler(),
    historyHandler('*/api/products/admin/:id/history', () => []),
    // After the refusal the product is read again: a later version, which the open form must not take as its own.
    http.get('*/api/products/admin/:id', () => {
      reads += 1
      return ok({ product: reads === 1 ? LOADED : { ...LOADED, updatedAt: '2026-11-29T09:20:00.000Z' } })
    }),
    http.put('*/api/products/:id', ({ request }) => {
      versions.push(request.headers.get('If-Match'))
      return fail(412, CHANGED)
    }),
  )
  renderAdmin('/admin/products?edit=p1')
  const dialog = await screen.findByRole('dialog', { name: tr['admin.products.form_edit_title'] })
  const name = (await within(dialog).findByLabelText(tr['admin.products.name_tr'])) as HTMLInputElement
  await userEvent.selectOptions(within(dialog).getByLabelText(tr['admin.products.category']), 'c-endo')
  await userEvent.type(name, ' Büyük')
  const english = within(dialog).getByLabelText(tr['admin.products.name_en']) as HTMLInputElement
  await waitFor(() => expect(english.value).toBe('EN Frez Seti Büyük'), { timeout: 2000 })

  await userEvent.click(within(dialog).getByRole('button', { name: tr['admin.common.save'] }))
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith(CHANGED, expect.anything()))
  expect(versions).toEqual(['"2026-11-29T09:15:00.000Z"'])
  // The admin's typing stays on screen; a second try still names the version those values came from.
  await waitFor(() => expect(reads).toBeGreaterThan(1))
  expect(name.value).toBe('Frez Seti Büyük')
  await userEvent.click(within(dialog).getByRole('button', { name: tr['admin.common.save'] }))
  await waitFor(() => expect(versions).toHaveLength(2))
  expect(versions[1]).toBe('"2026-11-29T09:15:00.000Z"')
})
