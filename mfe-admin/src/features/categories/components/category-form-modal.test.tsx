import { sessionRefusedAtom, shopStore } from '@shop/state'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http } from 'msw'
import { toast } from 'sonner'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  categoryTreeHandler,
  fail,
  ok,
  spyOnToasts,
  startApiServer,
  translateHandler,
} from '../../../test/api-server'
import { renderAdmin } from '../../../test/render-admin'
import { sampleTree } from '../test/category-fixtures'

const server = startApiServer()
spyOnToasts()
beforeEach(() => server.use(categoryTreeHandler(sampleTree), translateHandler()))

async function openNew() {
  renderAdmin('/admin/categories')
  await userEvent.click(await screen.findByRole('button', { name: 'Yeni kategori' }))
  return within(await screen.findByRole('dialog', { name: 'Yeni kategori' }))
}

async function openEdit(name: string) {
  renderAdmin('/admin/categories')
  await userEvent.click(await screen.findByRole('button', { name: `Düzenle: ${name}` }))
  return within(await screen.findByRole('dialog', { name: 'Kategoriyi düzenle' }))
}

const input = (dialog: ReturnType<typeof within>, label: string) =>
  dialog.getByLabelText(label) as HTMLInputElement

describe('category form', () => {
  it('words the spec messages and sends nothing while the form is invalid', async () => {
    let posted = false
    server.use(
      http.post('*/api/categories', () => {
        posted = true
        return ok({})
      }),
    )
    const dialog = await openNew()
    await userEvent.type(input(dialog, 'Açıklama (Türkçe)'), 'Kısa')
    await userEvent.type(input(dialog, 'Slug'), 'Kötü Slug')
    await userEvent.click(screen.getByRole('button', { name: 'Oluştur' }))
    expect(await dialog.findByText('Türkçe kategori adı gereklidir')).toBeTruthy()
    expect(dialog.getByText('Türkçe açıklama 10-500 karakter arasında olmalıdır')).toBeTruthy()
    expect(dialog.getByText('Slug sadece küçük harf, rakam ve tire içerebilir')).toBeTruthy()
    expect(input(dialog, 'Kategori adı (Türkçe)').getAttribute('aria-invalid')).toBe('true')
    expect(posted).toBe(false)
  })

  it('asks before × or Cancel throws typed input away; stays when told to', async () => {
    const dialog = await openNew()
    await userEvent.type(input(dialog, 'Kategori adı (Türkçe)'), 'Yarım kalan')
    await userEvent.click(dialog.getByRole('button', { name: 'Kapat' }))
    const question = within(await screen.findByRole('dialog', { name: /kaydedilmemiş değişiklikler/i }))
    await userEvent.click(question.getByRole('button', { name: 'Vazgeç' }))
    expect(input(dialog, 'Kategori adı (Türkçe)').value).toBe('Yarım kalan')

    await userEvent.click(screen.getByRole('button', { name: 'İptal' }))
    const asked = within(await screen.findByRole('dialog', { name: /kaydedilmemiş değişiklikler/i }))
    await userEvent.click(asked.getByRole('button', { name: 'Kaydetmeden ayrıl' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Yeni kategori' })).toBeNull())
  })

  it('builds the slug from the Turkish name until the admin writes one', async () => {
    const dialog = await openNew()
    await userEvent.type(input(dialog, 'Kategori adı (Türkçe)'), 'Ağız Bakımı Ürünleri')
    expect(input(dialog, 'Slug').value).toBe('agiz-bakimi-urunleri')
    await userEvent.clear(input(dialog, 'Slug'))
    await userEvent.type(input(dialog, 'Slug'), 'agiz')
    await userEvent.type(input(dialog, 'Kategori adı (Türkçe)'), ' Seti')
    expect(input(dialog, 'Slug').value).toBe('agiz')
  })

  it('gets back what the admin typed when the session ended, after signing in again; the slug still follows the name', async () => {
    let dialog = await openNew()
    await userEvent.type(input(dialog, 'Kategori adı (Türkçe)'), 'Ağız Bakımı')
    act(() => shopStore.set(sessionRefusedAtom))
    cleanup()

    dialog = await openNew()
    const notice = dialog.getByText(
      'Oturumunuz sona ermeden önce girdikleriniz geri getirildi; kontrol edip yeniden deneyin.',
    )
    expect(notice.tagName).toBe('OUTPUT')
    expect(input(dialog, 'Kategori adı (Türkçe)').value).toBe('Ağız Bakımı')
    await userEvent.type(input(dialog, 'Kategori adı (Türkçe)'), ' Ürünleri')
    expect(input(dialog, 'Slug').value).toBe('agiz-bakimi-urunleri')
  })

  it('keeps a slug the admin wrote by hand when their typing comes back', async () => {
    let dialog = await openNew()
    await userEvent.type(input(dialog, 'Kategori adı (Türkçe)'), 'Ağız Bakımı')
    await userEvent.clear(input(dialog, 'Slug'))
    await userEvent.type(input(dialog, 'Slug'), 'agiz')
    act(() => shopStore.set(sessionRefusedAtom))
    cleanup()

    dialog = await openNew()
    await userEvent.type(input(dialog, 'Kategori adı (Türkçe)'), ' Seti')
    expect(input(dialog, 'Slug').value).toBe('agiz')
  })

  it('offers every parent but the category itself and its descendants', async () => {
    const dialog = await openEdit('Diş Fırçaları')
    const parent = dialog.getByLabelText<HTMLSelectElement>('Üst kategori')
    expect([...parent.options].map((option) => option.textContent)).toEqual([
      'Yok (ana kategori)',
      'Ağız Bakımı',
      '— Diş Macunları (pasif)',
      'Dolgu Malzemeleri',
    ])
    expect(parent.value).toBe('c-oral')
  })

  it('creates a top-level category with English translated from Turkish and no parent in the payload', async () => {
    let body: Record<string, unknown> | null = null
    server.use(
      http.post('*/api/categories', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>
        return ok({ category: { _id: 'c-new' } })
      }),
    )
    const dialog = await openNew()
    await userEvent.type(input(dialog, 'Kategori adı (Türkçe)'), 'Ağız Bakımı Ürünleri')
    await userEvent.type(input(dialog, 'Açıklama (Türkçe)'), 'Günlük ağız bakımı için ürünler')
    await waitFor(() =>
      expect(input(dialog, 'Kategori adı (İngilizce)').value).toBe('EN Ağız Bakımı Ürünleri'),
    )
    await waitFor(() =>
      expect(input(dialog, 'Açıklama (İngilizce)').value).toBe('EN Günlük ağız bakımı için ürünler'),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Oluştur' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Kategori oluşturuldu', expect.anything()))
    expect(body).toEqual({
      name: { tr: 'Ağız Bakımı Ürünleri', en: 'EN Ağız Bakımı Ürünleri' },
      description: { tr: 'Günlük ağız bakımı için ürünler', en: 'EN Günlük ağız bakımı için ürünler' },
      slug: 'agiz-bakimi-urunleri',
      sortOrder: 0,
      isActive: true,
      image: null,
    })
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Yeni kategori' })).toBeNull())
  })

  it('translates the English name again on request, over what is there', async () => {
    const dialog = await openEdit('Diş Fırçaları')
    expect(input(dialog, 'Kategori adı (İngilizce)').value).toBe('Toothbrushes')
    await userEvent.click(dialog.getByRole('button', { name: 'Yeniden çevir: kategori adı' }))
    await waitFor(() => expect(input(dialog, 'Kategori adı (İngilizce)').value).toBe('EN Diş Fırçaları'))
  })

  it('shows each server error as a toast and beside its field', async () => {
    let body: Record<string, unknown> | null = null
    let version: string | null = null
    server.use(
      http.put('*/api/categories/c-brush', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>
        version = request.headers.get('If-Match')
        return fail(409, 'Bu slug başka bir kategoride kullanılıyor', [
          { field: 'slug', message: 'Bu slug başka bir kategoride kullanılıyor' },
        ])
      }),
    )
    const dialog = await openEdit('Diş Fırçaları')
    await userEvent.click(screen.getByRole('button', { name: 'Güncelle' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Bu slug başka bir kategoride kullanılıyor',
        expect.anything(),
      ),
    )
    expect(await dialog.findByText('Bu slug başka bir kategoride kullanılıyor')).toBeTruthy()
    expect(input(dialog, 'Slug').getAttribute('aria-invalid')).toBe('true')
    expect(body).toMatchObject({ slug: 'c-brush', parentCategory: 'c-oral', sortOrder: 0 })
    // The edit names the version its values were loaded at: a category saved by someone since is refused, not overwritten.
    expect(version).toBe('"2025-01-01T00:00:00.000Z"')
    expect(screen.getByRole('dialog', { name: 'Kategoriyi düzenle' })).toBeTruthy()
  })

  it('uploads the image into the categories folder, previews it and can remove it', async () => {
    let folder: FormDataEntryValue | null = null
    server.use(
      http.post('*/api/upload/single', async ({ request }) => {
        folder = (await request.formData()).get('folder')
        return ok({
          url: '/media/categories/new.webp',
          key: 'categories/new.webp',
          contentType: 'image/webp',
          size: 3,
        })
      }),
    )
    const dialog = await openNew()
    const file = new File(['abc'], 'fırça.webp', { type: 'image/webp' })
    await userEvent.upload(input(dialog, 'Resim seç'), file)
    const preview = await dialog.findByRole('img', { name: 'Kategori resmi önizlemesi' })
    expect(preview.getAttribute('src')).toBe('/media/categories/new.webp')
    expect(folder).toBe('categories')
    await userEvent.click(dialog.getByRole('button', { name: 'Resmi kaldır' }))
    expect(dialog.queryByRole('img', { name: 'Kategori resmi önizlemesi' })).toBeNull()
  })

  it('holds save during an upload, and a form closed mid-upload reopens ready to save', async () => {
    server.use(
      http.post('*/api/upload/single', async () => {
        await delay('infinite')
        return ok({})
      }),
    )
    const dialog = await openNew()
    await userEvent.upload(input(dialog, 'Resim seç'), new File(['abc'], 'a.png', { type: 'image/png' }))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Oluştur' }).hasAttribute('disabled')).toBe(true),
    )
    expect(dialog.getByText('Resim yükleniyor…')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'İptal' }))
    await userEvent.click(screen.getByRole('button', { name: 'Yeni kategori' }))
    await screen.findByRole('dialog', { name: 'Yeni kategori' })
    expect(screen.getByRole('button', { name: 'Oluştur' }).hasAttribute('disabled')).toBe(false)
  })

  it('says the image could not be uploaded when the upload fails without a message', async () => {
    server.use(http.post('*/api/upload/single', () => Response.error()))
    const dialog = await openNew()
    await userEvent.upload(input(dialog, 'Resim seç'), new File(['abc'], 'a.png', { type: 'image/png' }))
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Resim yüklenemedi', expect.anything()))
  })
})
