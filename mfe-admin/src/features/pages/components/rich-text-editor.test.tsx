import { allMessagesFor } from '@shop/i18n/messages/all'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { settingsHandler, startApiServer } from '../../../test/api-server'
import { openPageEditor, tool } from '../test/page-editor'

const tr = allMessagesFor('tr')
const server = startApiServer(settingsHandler())

const openEditor = () => openPageEditor(server)

describe('page content editor', () => {
  it('formats with the toolbar, says which formats are on, undoes, and saves the HTML', async () => {
    const { editor, toolbar, save } = await openEditor()
    const undo = tool(toolbar, tr['admin.pages.undo']) as HTMLButtonElement
    expect(undo.disabled).toBe(true)
    await userEvent.click(editor)
    await userEvent.click(tool(toolbar, 'H2 başlık'))
    expect(within(editor).getByRole('heading', { name: 'Kargo bilgisi', level: 2 })).toBeTruthy()
    expect(tool(toolbar, 'H2 başlık').getAttribute('aria-pressed')).toBe('true')
    expect(tool(toolbar, 'H3 başlık').getAttribute('aria-pressed')).toBe('false')
    expect(undo.disabled).toBe(false)
    await userEvent.click(undo)
    expect(within(editor).queryByRole('heading')).toBeNull()
    expect(tool(toolbar, 'H2 başlık').getAttribute('aria-pressed')).toBe('false')
    await userEvent.click(tool(toolbar, tr['admin.pages.blockquote']))
    expect(tool(toolbar, tr['admin.pages.blockquote']).getAttribute('aria-pressed')).toBe('true')
    // Only allow-listed tags, and no empty paragraph left at the end.
    expect(await save()).toBe('<blockquote><p>Kargo bilgisi</p></blockquote>')
  })

  it('adds a link through its dialog, refusing an address the sanitiser would drop', async () => {
    const { editor, toolbar, save } = await openEditor()
    await userEvent.click(editor)
    await userEvent.click(tool(toolbar, tr['admin.pages.link']))
    const dialog = screen.getByRole('dialog', { name: tr['admin.pages.link_dialog_title'] })
    const address = within(dialog).getByLabelText(tr['admin.pages.link_url'])
    await userEvent.type(address, 'javascript:alert(1){Enter}')
    expect(within(dialog).getByText(tr['admin.pages.link_invalid'])).toBeTruthy()
    await userEvent.clear(address)
    await userEvent.type(address, '/iletisim{Enter}')
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: tr['admin.pages.link_dialog_title'] })).toBeNull(),
    )
    const link = within(editor).getByRole('link', { name: '/iletisim' })
    expect(link.getAttribute('href')).toBe('/iletisim')
    // Enter in the dialog applied the link and did not submit the page form.
    const html = await save()
    expect(html).toContain('<a href="/iletisim">/iletisim</a>')
    expect(html).not.toContain('target')
  })

  it('is one tab stop whose buttons the arrow keys, Home and End move between', async () => {
    const { toolbar } = await openEditor()
    const first = tool(toolbar, 'H2 başlık')
    expect(first.tabIndex).toBe(0)
    expect(tool(toolbar, tr['admin.pages.bold']).tabIndex).toBe(-1)
    first.focus()
    await userEvent.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(tool(toolbar, 'H3 başlık'))
    expect(tool(toolbar, 'H3 başlık').tabIndex).toBe(0)
    // Undo, redo and the table's row and column tools are disabled (nothing to undo, no table): End stops at
    // 'insert a table', and the arrows skip the disabled ones.
    const insertTable = tool(toolbar, tr['admin.pages.table_insert'])
    await userEvent.keyboard('{End}')
    expect(document.activeElement).toBe(insertTable)
    await userEvent.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(first)
    await userEvent.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(insertTable)
    await userEvent.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(tool(toolbar, tr['admin.pages.image']))
  })
})
