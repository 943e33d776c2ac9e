import { allMessagesFor } from '@shop/i18n/messages/all'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderAdmin } from '../../../test/render-admin'

const tr = allMessagesFor('tr')

/** Opens product p1's edit form (the test's handlers answer it) and waits for its fields. */
export async function openEditForm() {
  const view = renderAdmin('/admin/products?edit=p1')
  const dialog = await screen.findByRole('dialog', { name: tr['admin.products.form_edit_title'] })
  const name = (await within(dialog).findByLabelText(tr['admin.products.name_tr'])) as HTMLInputElement
  // happy-dom drops a select's value set by react-hook-form on registration (Chromium keeps it), which leaves the
  // category changed before the test starts; choosing the stored category again puts the form back as loaded.
  await userEvent.selectOptions(within(dialog).getByLabelText(tr['admin.products.category']), 'c-endo')
  return { ...view, dialog, name }
}
