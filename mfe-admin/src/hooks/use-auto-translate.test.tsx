import { allMessagesFor } from '@shop/i18n/messages/all'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { sampleTree } from '../features/categories/test/category-fixtures'
import { CATEGORY_TREE, listHandler } from '../features/products/test/product-fixtures'
import {
  categoryTreeHandler,
  startApiServer,
  translateHandler,
  translationStatusHandler,
} from '../test/api-server'
import { renderAdmin } from '../test/render-admin'

const tr = allMessagesFor('tr')
const en = allMessagesFor('en')
const server = startApiServer()

/** A field by the start of its name (a required field's name ends in a marker). */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[()]/g, '\\$&')}`)

/** Longer than the 600 ms pause after which a translation is asked. */
const pastThePause = () => new Promise((resolve) => setTimeout(resolve, 1000))

describe('automatic translation while the service is off', () => {
  it('asks nothing after a pause in the product form, and the re-translate button says the service is off', async () => {
    const asked: string[] = []
    server.use(
      translationStatusHandler(null),
      translateHandler(asked),
      categoryTreeHandler(() => CATEGORY_TREE),
      listHandler(() => []),
    )
    renderAdmin('/admin/products?new=1')
    const dialog = within(await screen.findByRole('dialog', { name: tr['admin.products.form_create_title'] }))
    await userEvent.type(await dialog.findByLabelText(tr['admin.products.name_tr']), 'Ağız aynası')
    await pastThePause()
    expect(asked).toEqual([])
    expect((dialog.getByLabelText(tr['admin.products.name_en']) as HTMLInputElement).value).toBe('')
    const again = dialog.getByRole('button', { name: `Yeniden çevir: ${tr['admin.products.name_en']}` })
    expect(again.hasAttribute('disabled')).toBe(true)
    expect(again.getAttribute('aria-describedby')).toBeTruthy()
    expect(document.getElementById(again.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      tr['admin.common.translation_off'],
    )
  })

  it('says so in English in the category form, where nothing is asked either', async () => {
    const asked: string[] = []
    server.use(translationStatusHandler(null), translateHandler(asked), categoryTreeHandler(sampleTree))
    renderAdmin('/admin/categories', 'admin', 'en')
    await userEvent.click(await screen.findByRole('button', { name: en['admin.categories.new'] }))
    const dialog = within(
      await screen.findByRole('dialog', { name: en['admin.categories.form_create_title'] }),
    )
    await userEvent.type(
      dialog.getByRole('textbox', { name: startsWith(en['admin.categories.form_name_tr']) }),
      'Frezler',
    )
    await pastThePause()
    expect(asked).toEqual([])
    expect(dialog.getAllByText(en['admin.common.translation_off'])).toHaveLength(2)
  })

  it('still translates after the pause when a translator answers', async () => {
    const asked: string[] = []
    server.use(translateHandler(asked), categoryTreeHandler(sampleTree))
    renderAdmin('/admin/categories')
    await userEvent.click(await screen.findByRole('button', { name: tr['admin.categories.new'] }))
    const dialog = within(
      await screen.findByRole('dialog', { name: tr['admin.categories.form_create_title'] }),
    )
    await userEvent.type(
      dialog.getByRole('textbox', { name: startsWith(tr['admin.categories.form_name_tr']) }),
      'Frezler',
    )
    await pastThePause()
    expect(asked).toEqual(['Frezler'])
    expect(dialog.queryByText(tr['admin.common.translation_off'])).toBeNull()
  })
})
