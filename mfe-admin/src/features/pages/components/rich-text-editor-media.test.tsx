import { allMessagesFor } from '@shop/i18n/messages/all'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { ok, settingsHandler, spyOnToasts, startApiServer } from '../../../test/api-server'
import { openPageEditor, tool } from '../test/page-editor'

const tr = allMessagesFor('tr')
const server = startApiServer(settingsHandler())
spyOnToasts()

const STORED = [
  '<p>Kargo bilgisi</p>',
  '<img src="/media/general/kutu.webp" alt="Kargo kutusu" width="640" height="480">',
  '<table><thead><tr><th scope="col">Bölge</th><th scope="col">Süre</th></tr></thead>',
  '<tbody><tr><td>İstanbul</td><td>1 gün</td></tr><tr><td colspan="2">Diğer iller 2–3 gün</td></tr></tbody></table>',
].join('')

const parse = (html: string) => {
  const template = document.createElement('template')
  template.innerHTML = html
  return template.content
}

/** Each element of the HTML as its tag and attributes, in document order: what a save must keep. */
const elementsOf = (html: string) =>
  Array.from(parse(html).querySelectorAll('img, table, thead, tbody, tr, th, td')).map((element) => ({
    tag: element.tagName.toLowerCase(),
    attributes: Object.fromEntries(Array.from(element.attributes).map(({ name, value }) => [name, value])),
    text: element.tagName === 'TH' || element.tagName === 'TD' ? element.textContent : undefined,
  }))

const dialogNamed = (name: string) => screen.getByRole('dialog', { name })

describe('page content editor: images and tables', () => {
  it('keeps a stored image and table (with thead, scope and colspan) when the content is edited and saved', async () => {
    const { editor, toolbar, save } = await openPageEditor(server, STORED)
    expect(within(editor).getByRole('img', { name: 'Kargo kutusu' })).toBeTruthy()
    expect(within(editor).getByRole('table')).toBeTruthy()
    // An edit elsewhere makes the editor write the whole content out again.
    await userEvent.click(editor)
    await userEvent.click(tool(toolbar, 'H2 başlık'))
    const html = await save()
    expect(html.startsWith('<h2>Kargo bilgisi</h2>')).toBe(true)
    expect(elementsOf(html)).toEqual(elementsOf(STORED))
    // Nothing the sanitiser would strip: no inline widths, no column group.
    expect(html).not.toMatch(/style=|colgroup|<col|colwidth|class=/)
  })

  it('inserts an image from an address, with alternative text required', async () => {
    const { editor, toolbar, save } = await openPageEditor(server)
    await userEvent.click(editor)
    await userEvent.click(tool(toolbar, tr['admin.pages.image']))
    const dialog = within(dialogNamed(tr['admin.pages.image_dialog_title']))
    const address = dialog.getByLabelText(tr['admin.pages.image_url'])
    await userEvent.type(address, 'javascript:alert(1)')
    await userEvent.click(dialog.getByRole('button', { name: tr['admin.pages.image_insert'] }))
    expect(dialog.getByText(tr['admin.pages.image_url_invalid'])).toBeTruthy()
    expect(dialog.getByText(tr['admin.pages.image_alt_required'])).toBeTruthy()
    await userEvent.clear(address)
    await userEvent.type(address, 'https://cdn.example.com/koli.webp{Enter}')
    // Still open: a good address alone is not enough.
    expect(dialog.getByText(tr['admin.pages.image_alt_required'])).toBeTruthy()
    expect(within(editor).queryByRole('img')).toBeNull()
    await userEvent.type(dialog.getByLabelText(tr['admin.pages.image_alt']), 'Kargo kolisi{Enter}')
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: tr['admin.pages.image_dialog_title'] })).toBeNull(),
    )
    const image = within(editor).getByRole('img', { name: 'Kargo kolisi' })
    expect(image.getAttribute('src')).toBe('https://cdn.example.com/koli.webp')
    expect(await save()).toContain('<img src="https://cdn.example.com/koli.webp" alt="Kargo kolisi">')
  })

  it('uploads a chosen file into the general folder and inserts its /media address', async () => {
    let folder: FormDataEntryValue | null = null
    server.use(
      http.post('*/api/upload/single', async ({ request }) => {
        folder = (await request.formData()).get('folder')
        return ok({
          url: '/media/general/koli.webp',
          key: 'general/koli.webp',
          contentType: 'image/webp',
          size: 3,
        })
      }),
    )
    const { editor, toolbar, save } = await openPageEditor(server)
    await userEvent.click(editor)
    await userEvent.click(tool(toolbar, tr['admin.pages.image']))
    const dialog = within(dialogNamed(tr['admin.pages.image_dialog_title']))
    await userEvent.upload(
      dialog.getByLabelText(tr['admin.pages.image_upload']),
      new File(['abc'], 'koli.webp', { type: 'image/webp' }),
    )
    await waitFor(() =>
      expect((dialog.getByLabelText(tr['admin.pages.image_url']) as HTMLInputElement).value).toBe(
        '/media/general/koli.webp',
      ),
    )
    expect(folder).toBe('general')
    expect(dialog.getByRole('img', { name: tr['admin.pages.image_preview'] })).toBeTruthy()
    await userEvent.type(dialog.getByLabelText(tr['admin.pages.image_alt']), 'Kargo kolisi')
    await userEvent.click(dialog.getByRole('button', { name: tr['admin.pages.image_insert'] }))
    expect(await save()).toContain('<img src="/media/general/koli.webp" alt="Kargo kolisi">')
  })

  it('inserts a 3×3 table with a header row, adds a row and a column, removes the column, and saves thead/tbody', async () => {
    const { editor, toolbar, save } = await openPageEditor(server)
    const addRow = tool(toolbar, tr['admin.pages.table_row_add']) as HTMLButtonElement
    expect(addRow.disabled).toBe(true)
    await userEvent.click(editor)
    await userEvent.click(tool(toolbar, tr['admin.pages.table_insert']))
    const table = within(editor).getByRole('table')
    expect(within(table).getAllByRole('row')).toHaveLength(3)
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3)
    // No table inside a table.
    expect((tool(toolbar, tr['admin.pages.table_insert']) as HTMLButtonElement).disabled).toBe(true)
    expect(addRow.disabled).toBe(false)
    await userEvent.click(addRow)
    expect(within(table).getAllByRole('row')).toHaveLength(4)
    await userEvent.click(tool(toolbar, tr['admin.pages.table_column_add']))
    expect(within(table).getAllByRole('columnheader')).toHaveLength(4)
    await userEvent.click(tool(toolbar, tr['admin.pages.table_column_delete']))
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3)
    const html = await save()
    const saved = parse(html)
    expect(saved.querySelectorAll('table > thead > tr')).toHaveLength(1)
    expect(saved.querySelectorAll('table > thead > tr > th')).toHaveLength(3)
    expect(saved.querySelectorAll('table > tbody > tr')).toHaveLength(3)
    expect(saved.querySelectorAll('table > tbody > tr > td')).toHaveLength(9)
    expect(html).not.toMatch(/style=|colgroup|colwidth/)
  })

  it('deletes a row and the whole table, after which the table tools are disabled again', async () => {
    const { editor, toolbar } = await openPageEditor(server)
    await userEvent.click(editor)
    await userEvent.click(tool(toolbar, tr['admin.pages.table_insert']))
    const table = within(editor).getByRole('table')
    await userEvent.click(tool(toolbar, tr['admin.pages.table_row_delete']))
    expect(within(table).getAllByRole('row')).toHaveLength(2)
    await userEvent.click(tool(toolbar, tr['admin.pages.table_delete']))
    expect(within(editor).queryByRole('table')).toBeNull()
    const tableTools = [
      tr['admin.pages.table_row_add'],
      tr['admin.pages.table_row_delete'],
      tr['admin.pages.table_column_add'],
      tr['admin.pages.table_column_delete'],
      tr['admin.pages.table_delete'],
    ]
    for (const name of tableTools) expect((tool(toolbar, name) as HTMLButtonElement).disabled).toBe(true)
    expect((tool(toolbar, tr['admin.pages.table_insert']) as HTMLButtonElement).disabled).toBe(false)
  })
})
