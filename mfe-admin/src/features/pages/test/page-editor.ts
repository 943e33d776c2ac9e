import { allMessagesFor } from '@shop/i18n/messages/all'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'vitest'
import { type startApiServer, translateHandler } from '../../../test/api-server'
import { renderAdmin } from '../../../test/render-admin'
import { pagesApi, storedPage } from './page-fixtures'

const tr = allMessagesFor('tr')

/**
 * The first editor of a test file waits for the lazily loaded Tiptap chunk, which takes seconds on a busy machine
 * (the default 1 s of findBy* is not enough); later ones find it in the module cache.
 */
const EDITOR_LOAD_TIMEOUT_MS = 15_000

/**
 * The edit form of the page 'teslimat' holding `turkish` as its Turkish content: its Turkish editor, that editor's
 * toolbar, and `save`, which presses Save and answers the Turkish HTML the PUT sent.
 */
export async function openPageEditor(
  server: ReturnType<typeof startApiServer>,
  turkish = '<p>Kargo bilgisi</p>',
) {
  const api = pagesApi([
    storedPage('teslimat', 'Teslimat', {
      title: { tr: 'Teslimat', en: 'Delivery' },
      content: { tr: turkish, en: '<p>Shipping details</p>' },
    }),
  ])
  server.use(...api.handlers, translateHandler())
  renderAdmin('/admin/pages?edit=teslimat')
  const form = await screen.findByRole('region', { name: 'Sayfayı düzenle: Teslimat' })
  const editor = await within(form).findByRole(
    'textbox',
    { name: tr['admin.pages.content_tr'] },
    { timeout: EDITOR_LOAD_TIMEOUT_MS },
  )
  const toolbar = within(form).getByRole('toolbar', { name: 'Türkçe içerik biçimlendirme araçları' })
  const save = async () => {
    await userEvent.click(within(form).getByRole('button', { name: tr['admin.common.save'] }))
    await waitFor(() => expect(api.calls).toHaveLength(1))
    return (api.calls[0]?.body as { content: { tr: string } }).content.tr
  }
  return { editor, toolbar, save }
}

export const tool = (toolbar: HTMLElement, name: string) => within(toolbar).getByRole('button', { name })
