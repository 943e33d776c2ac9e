import { allMessagesFor } from '@shop/i18n/messages/all'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { toast } from 'sonner'
import { describe, expect, it } from 'vitest'
import { pagesApi, storedPage } from '../features/pages/test/page-fixtures'
import { fail, ok, settingsHandler, spyOnToasts, startApiServer, translateHandler } from '../test/api-server'
import { renderAdmin } from '../test/render-admin'

const tr = allMessagesFor('tr')
const server = startApiServer(settingsHandler())
spyOnToasts()

const about = storedPage('hakkimizda', 'Hakkımızda', { title: { tr: 'Hakkımızda', en: 'About us' } })
const returns = storedPage('iade-politikasi', 'İade Politikası', {
  isPublished: false,
  updatedAt: '2026-04-02T14:30:00.000Z',
})

const dateTime = (iso: string) =>
  new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))

function useApi(pages = [about, returns]) {
  const api = pagesApi(pages)
  server.use(...api.handlers, translateHandler())
  return api
}

const rowOf = (table: HTMLElement, text: string) => {
  const row = within(table).getByText(text).closest('tr')
  if (!row) throw new Error(`no row with ${text}`)
  return row
}

describe('admin pages screen', () => {
  it('lists every page with both titles, its address, a published or draft badge and the last update', async () => {
    useApi()
    renderAdmin('/admin/pages')
    const table = await screen.findByRole('table', { name: 'Sayfalar, 2 sayfa' })
    expect(screen.getByRole('heading', { name: 'Sayfa listesi (2)' })).toBeTruthy()
    const [header] = within(table).getAllByRole('row')
    if (!header) throw new Error('a header row expected')
    expect(
      within(header)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Başlık', 'Slug', 'Durum', 'Son güncelleme', 'İşlemler'])
    const first = rowOf(table, 'Hakkımızda')
    expect(within(first).getByText('About us')).toBeTruthy()
    expect(within(first).getByText('/hakkimizda')).toBeTruthy()
    expect(within(first).getByText(tr['admin.pages.published'])).toBeTruthy()
    expect(within(first).getByText(dateTime(about.updatedAt))).toBeTruthy()
    const second = rowOf(table, 'İade Politikası')
    expect(within(second).getByText(tr['admin.pages.draft'])).toBeTruthy()
    expect(within(second).getByText(tr['admin.pages.no_english_title'])).toBeTruthy()
    expect(within(second).getByText(dateTime(returns.updatedAt))).toBeTruthy()
    expect(within(second).getByRole('button', { name: 'Düzenle: İade Politikası' })).toBeTruthy()
    expect(within(second).getByRole('button', { name: 'Sil: İade Politikası' })).toBeTruthy()
    expect(within(second).getByRole('button', { name: 'Önizle: İade Politikası' })).toBeTruthy()
  })

  it('searches through the API by title or slug, keeps the search in the address and says when nothing matches', async () => {
    const api = useApi()
    renderAdmin('/admin/pages')
    await screen.findByRole('table', { name: 'Sayfalar, 2 sayfa' })
    await userEvent.type(screen.getByLabelText(tr['admin.pages.search_label']), 'about')
    await userEvent.click(screen.getByRole('button', { name: tr['admin.common.search'] }))
    expect(screen.getByTestId('where').textContent).toBe('/admin/pages?search=about')
    const table = await screen.findByRole('table', { name: 'Sayfalar, 1 sayfa' })
    expect(within(table).getByText('Hakkımızda')).toBeTruthy()
    expect(within(table).queryByText('İade Politikası')).toBeNull()
    expect(api.listQueries.at(-1)).toBe('about')

    const box = screen.getByLabelText(tr['admin.pages.search_label'])
    await userEvent.clear(box)
    await userEvent.type(box, 'kargo')
    await userEvent.click(screen.getByRole('button', { name: tr['admin.common.search'] }))
    const empty = await screen.findByRole('table', { name: 'Sayfalar, 0 sayfa' })
    expect(within(empty).getByText('“kargo” ile eşleşen sayfa yok')).toBeTruthy()
  })

  it('creates a page: save waits for a title and a slug, the slug follows the title until it is typed', async () => {
    const api = useApi()
    renderAdmin('/admin/pages')
    await screen.findByRole('table')
    await userEvent.click(screen.getByRole('button', { name: tr['admin.pages.new'] }))
    const form = screen.getByRole('region', { name: tr['admin.pages.form_create_title'] })
    expect(screen.getByTestId('where').textContent).toBe('/admin/pages?new=1')
    const save = within(form).getByRole('button', { name: tr['admin.common.save'] })
    expect((save as HTMLButtonElement).disabled).toBe(true)
    expect(within(form).getByText(tr['admin.pages.save_needs'])).toBeTruthy()

    const title = within(form).getByLabelText(tr['admin.pages.field_title_tr'])
    const slug = within(form).getByLabelText(tr['admin.pages.field_slug']) as HTMLInputElement
    await userEvent.type(title, 'Kargo Şartı')
    expect(slug.value).toBe('kargo-sarti')
    expect((save as HTMLButtonElement).disabled).toBe(false)
    // An emptied slug disables save again, and follows the title once more.
    await userEvent.clear(slug)
    expect((save as HTMLButtonElement).disabled).toBe(true)
    await userEvent.type(title, ' ve Ücret')
    expect(slug.value).toBe('kargo-sarti-ve-ucret')
    // A typed slug is kept whatever the title becomes.
    await userEvent.clear(slug)
    await userEvent.type(slug, 'kargo')
    await userEvent.type(title, ' 2')
    expect(slug.value).toBe('kargo')

    // The English title is translated from the Turkish after the pause.
    const english = within(form).getByLabelText(tr['admin.pages.field_title_en']) as HTMLInputElement
    await waitFor(() => expect(english.value).toBe('EN Kargo Şartı ve Ücret 2'), { timeout: 3000 })
    await userEvent.click(within(form).getByLabelText(tr['admin.pages.field_published']))
    await userEvent.click(save)

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(tr['admin.pages.created'], expect.anything()),
    )
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/pages',
        body: {
          title: { tr: 'Kargo Şartı ve Ücret 2', en: 'EN Kargo Şartı ve Ücret 2' },
          slug: 'kargo',
          content: { tr: '', en: '' },
          isPublished: true,
        },
      },
    ])
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin/pages'))
    expect(screen.queryByRole('region', { name: tr['admin.pages.form_create_title'] })).toBeNull()
    const table = await screen.findByRole('table', { name: 'Sayfalar, 3 sayfa' })
    expect(within(table).getByText('/kargo')).toBeTruthy()
  }, 15_000)

  it('edits a page inline: its stored values and content fill the form, and the save sends them back', async () => {
    const api = useApi()
    renderAdmin('/admin/pages')
    const table = await screen.findByRole('table')
    await userEvent.click(within(table).getByRole('button', { name: 'Düzenle: İade Politikası' }))
    expect(screen.getByTestId('where').textContent).toBe('/admin/pages?edit=iade-politikasi')
    const form = await screen.findByRole('region', { name: 'Sayfayı düzenle: İade Politikası' })
    const title = (await within(form).findByLabelText(tr['admin.pages.field_title_tr'])) as HTMLInputElement
    expect(title.value).toBe('İade Politikası')
    const slug = within(form).getByLabelText(tr['admin.pages.field_slug']) as HTMLInputElement
    expect(slug.value).toBe('iade-politikasi')
    const published = within(form).getByLabelText(tr['admin.pages.field_published']) as HTMLInputElement
    expect(published.checked).toBe(false)
    // The Turkish content is in its editor, with the formatting toolbar.
    const editor = await within(form).findByRole('textbox', { name: tr['admin.pages.content_tr'] })
    expect(within(editor).getByRole('heading', { name: 'İade Politikası', level: 2 })).toBeTruthy()
    const toolbar = within(form).getByRole('toolbar', { name: 'Türkçe içerik biçimlendirme araçları' })
    expect(
      within(toolbar).getByRole('button', { name: tr['admin.pages.bold'] }).getAttribute('aria-pressed'),
    ).toBe('false')

    // The page has no English content: it is translated from the Turkish HTML after the pause.
    const english = within(form).getByRole('textbox', { name: tr['admin.pages.content_en'] })
    await waitFor(() => expect(english.textContent).toContain('EN'), { timeout: 3000 })
    expect(within(english).getByRole('heading', { name: 'İade Politikası', level: 2 })).toBeTruthy()

    // An existing page keeps its address when the title changes.
    await userEvent.clear(title)
    await userEvent.type(title, 'İade ve Değişim')
    expect(slug.value).toBe('iade-politikasi')
    await userEvent.click(published)
    await userEvent.click(within(form).getByRole('button', { name: tr['admin.common.save'] }))

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(tr['admin.pages.updated'], expect.anything()),
    )
    const [put] = api.calls
    expect(put).toMatchObject({
      method: 'PUT',
      path: '/pages/iade-politikasi',
      // The version the form's text was loaded at: a page saved by someone else since is refused, not overwritten.
      ifMatch: '"2026-04-02T14:30:00.000Z"',
      body: {
        title: { tr: 'İade ve Değişim' },
        slug: 'iade-politikasi',
        content: { tr: returns.content.tr, en: `EN ${returns.content.tr}` },
        isPublished: true,
      },
    })
    const updated = await screen.findByRole('table')
    await waitFor(() => expect(within(rowOf(updated, 'İade ve Değişim')).getByText('Yayında')).toBeTruthy())
  }, 15_000)

  it('asks before an edited form is closed, and closes a clean one at once', async () => {
    useApi()
    renderAdmin('/admin/pages?new=1')
    const form = await screen.findByRole('region', { name: tr['admin.pages.form_create_title'] })
    await userEvent.click(within(form).getByRole('button', { name: tr['admin.common.cancel'] }))
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin/pages'))

    await userEvent.click(screen.getByRole('button', { name: tr['admin.pages.new'] }))
    const again = screen.getByRole('region', { name: tr['admin.pages.form_create_title'] })
    await userEvent.type(within(again).getByLabelText(tr['admin.pages.field_title_tr']), 'Yeni')
    await userEvent.click(within(again).getByRole('button', { name: tr['admin.common.cancel'] }))
    const question = await screen.findByRole('dialog', { name: tr['unsaved_changes.message'] })
    await userEvent.click(within(question).getByRole('button', { name: tr['account.confirm_no'] }))
    expect(screen.getByTestId('where').textContent).toBe('/admin/pages?new=1')
    expect((within(again).getByLabelText(tr['admin.pages.field_title_tr']) as HTMLInputElement).value).toBe(
      'Yeni',
    )

    await userEvent.click(within(again).getByRole('button', { name: tr['admin.common.cancel'] }))
    const asked = await screen.findByRole('dialog', { name: tr['unsaved_changes.message'] })
    await userEvent.click(within(asked).getByRole('button', { name: tr['unsaved_changes.leave'] }))
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin/pages'))
    expect(screen.queryByRole('region', { name: tr['admin.pages.form_create_title'] })).toBeNull()
  }, 15_000)

  it('shows the server’s refusal of a field on that field', async () => {
    useApi()
    server.use(
      http.post('*/api/pages', () =>
        fail(409, 'Bu slug başka bir sayfada kullanılıyor', [
          { field: 'slug', message: 'Bu slug başka bir sayfada kullanılıyor' },
        ]),
      ),
    )
    renderAdmin('/admin/pages?new=1')
    const form = await screen.findByRole('region', { name: tr['admin.pages.form_create_title'] })
    await userEvent.type(within(form).getByLabelText(tr['admin.pages.field_title_tr']), 'Hakkımızda')
    await userEvent.click(within(form).getByRole('button', { name: tr['admin.common.save'] }))

    const slug = within(form).getByLabelText(tr['admin.pages.field_slug'])
    await waitFor(() => expect(slug.getAttribute('aria-invalid')).toBe('true'))
    const describedBy = slug.getAttribute('aria-describedby') ?? ''
    const messages = describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)
    expect(messages).toContain('Bu slug başka bir sayfada kullanılıyor')
    expect(toast.error).toHaveBeenCalledWith('Bu slug başka bir sayfada kullanılıyor', expect.anything())
    // The form stays open with what was typed.
    expect(screen.getByTestId('where').textContent).toBe('/admin/pages?new=1')
  })

  it('validates with the API’s schema before sending: a reserved slug is refused on the field', async () => {
    const api = useApi()
    renderAdmin('/admin/pages?new=1')
    const form = await screen.findByRole('region', { name: tr['admin.pages.form_create_title'] })
    await userEvent.type(within(form).getByLabelText(tr['admin.pages.field_title_tr']), 'Sepet')
    const slug = within(form).getByLabelText(tr['admin.pages.field_slug'])
    await userEvent.clear(slug)
    await userEvent.type(slug, 'cart')
    await userEvent.click(within(form).getByRole('button', { name: tr['admin.common.save'] }))
    expect(await within(form).findByText(tr['admin.page.slug_reserved'])).toBeTruthy()
    expect(api.calls).toEqual([])
  })

  it('deletes a page only after the confirmation', async () => {
    const api = useApi()
    renderAdmin('/admin/pages')
    const table = await screen.findByRole('table')
    await userEvent.click(within(table).getByRole('button', { name: 'Sil: Hakkımızda' }))
    const dialog = screen.getByRole('dialog', { name: tr['admin.pages.confirm_delete'] })
    await userEvent.click(within(dialog).getByRole('button', { name: tr['account.confirm_no'] }))
    expect(api.calls).toEqual([])

    await userEvent.click(within(table).getByRole('button', { name: 'Sil: Hakkımızda' }))
    const again = screen.getByRole('dialog', { name: tr['admin.pages.confirm_delete'] })
    await userEvent.click(within(again).getByRole('button', { name: tr['admin.common.delete'] }))
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(tr['admin.pages.deleted'], expect.anything()),
    )
    expect(api.calls).toEqual([{ method: 'DELETE', path: '/pages/hakkimizda' }])
    expect(await screen.findByRole('table', { name: 'Sayfalar, 1 sayfa' })).toBeTruthy()
  })

  it('previews a draft’s saved content in a dialog, and links a published page to its shop address', async () => {
    useApi()
    renderAdmin('/admin/pages')
    const table = await screen.findByRole('table')
    await userEvent.click(within(table).getByRole('button', { name: 'Önizle: İade Politikası' }))
    const dialog = screen.getByRole('dialog', { name: 'Önizleme: İade Politikası' })
    expect(within(dialog).getByText(tr['admin.pages.preview_draft_note'])).toBeTruthy()
    expect(await within(dialog).findByText('Türkçe metin.')).toBeTruthy()
    expect(within(dialog).queryByRole('link')).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: tr['admin.pages.language_en'] }))
    expect(within(dialog).getByText(tr['admin.pages.preview_empty'])).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: tr['admin.common.close'] }))

    await userEvent.click(within(table).getByRole('button', { name: 'Önizle: Hakkımızda' }))
    const published = screen.getByRole('dialog', { name: 'Önizleme: Hakkımızda' })
    const link = within(published).getByRole('link', { name: 'Mağazada aç: Hakkımızda' })
    expect(link.getAttribute('href')).toBe('/hakkimizda')
    expect(link.getAttribute('target')).toBe('_blank')
  })

  it('shows a page that cannot be loaded inline, with a retry and a way to close the form', async () => {
    useApi()
    let calls = 0
    server.use(
      http.get('*/api/pages/admin/:id', () => {
        calls += 1
        return fail(404, 'Sayfa bulunamadı')
      }),
    )
    renderAdmin('/admin/pages?edit=silinmis')
    const form = await screen.findByRole('region', { name: 'Sayfayı düzenle: …' })
    const alert = await within(form).findByRole('alert')
    expect(alert.textContent).toContain(tr['admin.pages.load_error'])
    expect(alert.textContent).toContain('Sayfa bulunamadı')
    await userEvent.click(within(alert).getByRole('button', { name: tr['remote.retry'] }))
    await waitFor(() => expect(calls).toBe(2))
    await userEvent.click(within(form).getByRole('button', { name: tr['admin.common.close'] }))
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin/pages'))
  })

  it('shows a list failure inline with a retry that loads the list', async () => {
    let calls = 0
    server.use(
      http.get('*/api/pages/admin', () => {
        calls += 1
        return calls === 1 ? fail(500, 'Sunucu hatası') : ok({ pages: [] })
      }),
    )
    renderAdmin('/admin/pages')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(tr['admin.pages.list_error'])
    expect(alert.textContent).toContain('Sunucu hatası')
    await userEvent.click(within(alert).getByRole('button', { name: tr['remote.retry'] }))
    const table = await screen.findByRole('table', { name: 'Sayfalar, 0 sayfa' })
    expect(within(table).getByText(tr['admin.pages.empty'])).toBeTruthy()
  })
})
