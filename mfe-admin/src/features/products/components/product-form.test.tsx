import { allMessagesFor } from '@shop/i18n/messages/all'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { toast } from 'sonner'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  categoryTreeHandler,
  fail,
  ok,
  spyOnToasts,
  startApiServer,
  translateHandler,
  translationStatusHandler,
} from '../../../test/api-server'
import { historyHandler } from '../../../test/history-fixtures'
import { renderAdmin } from '../../../test/render-admin'
import { openEditForm } from '../test/open-edit-form'
import { CATEGORY_TREE, listHandler, product } from '../test/product-fixtures'

const tr = allMessagesFor('tr')
const server = startApiServer()
spyOnToasts()

async function openCreateForm() {
  renderAdmin('/admin/products?new=1')
  const dialog = await screen.findByRole('dialog', { name: tr['admin.products.form_create_title'] })
  await within(dialog).findByLabelText(tr['admin.products.name_tr'])
  return dialog
}

const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label) as HTMLInputElement
const save = (dialog: HTMLElement) =>
  userEvent.click(within(dialog).getByRole('button', { name: tr['admin.common.save'] }))

describe('product form', () => {
  beforeEach(() => {
    server.use(
      categoryTreeHandler(() => CATEGORY_TREE),
      listHandler(() => []),
      translateHandler(),
      historyHandler('*/api/products/admin/:id/history', () => []),
    )
  })

  it('shows every validation message of the spec on submit', async () => {
    const dialog = await openCreateForm()
    await save(dialog)
    const messages = () =>
      within(dialog)
        .getAllByRole('alert')
        .map((node) => node.textContent)
    await waitFor(() =>
      expect(messages()).toEqual(
        expect.arrayContaining([
          'Türkçe ürün adı gereklidir',
          'Türkçe açıklama en az 10 karakter olmalıdır',
          'SKU gereklidir',
          'Kategori seçilmelidir',
          'Geçerli bir fiyat girilmelidir',
          'En az bir ürün resmi yükleyiniz',
        ]),
      ),
    )

    await userEvent.type(field(dialog, tr['admin.products.price']), '100')
    await userEvent.type(field(dialog, tr['admin.products.discount_price']), '120')
    await userEvent.type(field(dialog, tr['admin.products.description_tr']), 'Kısa')
    await userEvent.click(within(dialog).getByRole('button', { name: tr['admin.products.spec_add'] }))
    await userEvent.click(within(dialog).getByRole('button', { name: tr['admin.products.spec_add'] }))
    await userEvent.type(
      within(dialog).getAllByLabelText(tr['admin.products.spec_key_tr'])[0] as HTMLElement,
      'Boy',
    )
    await userEvent.type(
      within(dialog).getAllByLabelText(tr['admin.products.spec_value_tr'])[0] as HTMLElement,
      '25 mm',
    )
    await save(dialog)
    await waitFor(() =>
      expect(messages()).toEqual(
        expect.arrayContaining([
          'Türkçe ürün adı gereklidir',
          'Türkçe açıklama en az 10 karakter olmalıdır',
          'Kategori seçilmelidir',
          'İndirimli fiyat normal fiyattan düşük olmalıdır',
          'En az bir ürün resmi yükleyiniz',
          '2. özelliğin adı gereklidir',
          '2. özelliğin değeri gereklidir',
        ]),
      ),
    )
    expect(messages()).not.toContain('Geçerli bir fiyat girilmelidir')
    expect(messages()).not.toContain('1. özelliğin adı gereklidir')
  })

  it('marks the fields the schema requires, and only those', async () => {
    const dialog = await openCreateForm()
    const requiredOf = (key: keyof typeof tr) => field(dialog, tr[key]).getAttribute('aria-required')
    for (const key of [
      'admin.products.name_tr',
      'admin.products.description_tr',
      'admin.products.sku',
      'admin.products.category',
      'admin.products.price',
    ] as const) {
      expect(requiredOf(key), key).toBe('true')
    }
    for (const key of ['admin.products.name_en', 'admin.products.discount_price'] as const) {
      expect(requiredOf(key), key).toBe(null)
    }
  })

  it('promises English from Turkish only while a translator is configured', async () => {
    let dialog = await openCreateForm()
    expect(within(dialog).getAllByText(tr['admin.products.english_hint'])).toHaveLength(2)
    cleanup()
    server.use(translationStatusHandler(null))
    dialog = await openCreateForm()
    expect(await within(dialog).findAllByText(tr['admin.common.translation_off'])).toHaveLength(2)
    expect(within(dialog).queryByText(tr['admin.products.english_hint'])).toBeNull()
  })

  it('lets only digits, a dot or a comma into the prices and only digits into the stock', async () => {
    const dialog = await openCreateForm()
    const price = field(dialog, tr['admin.products.price'])
    await userEvent.type(price, '1a2,5x0')
    expect(price.value).toBe('12.50')
    const stock = field(dialog, tr['admin.products.stock'])
    await userEvent.clear(stock)
    await userEvent.type(stock, '4b2.5')
    expect(stock.value).toBe('425')
  })

  it('says a price with a thousands point is not 1,25 ₺ but needs writing without it', async () => {
    const dialog = await openCreateForm()
    await userEvent.type(field(dialog, tr['admin.products.price']), '1.250')
    await save(dialog)
    expect(
      await within(dialog).findByText(
        'Tutar en fazla 2 ondalık basamak içerebilir; binlik ayracı kullanmayın (örnek: 1250 ya da 1250,50)',
      ),
    ).toBeTruthy()
  })

  it('builds the SKU from the Turkish name until one is typed, and generates one on demand', async () => {
    const dialog = await openCreateForm()
    const name = field(dialog, tr['admin.products.name_tr'])
    const sku = field(dialog, tr['admin.products.sku'])
    await userEvent.type(name, 'Kompozit Dolgu')
    expect(sku.value).toMatch(/^KOMPOZIT-[A-Z2-9]{4}$/)
    const tail = sku.value.slice(-4)
    await userEvent.type(name, ' Seti')
    // The random tail stays while the name is typed.
    expect(sku.value).toBe(`KOMPOZIT-${tail}`)

    await userEvent.clear(sku)
    await userEvent.type(sku, 'özel-1')
    expect(sku.value).toBe('OZEL-1')
    await userEvent.type(name, ' Büyük')
    expect(sku.value).toBe('OZEL-1')

    await userEvent.click(within(dialog).getByRole('button', { name: tr['admin.products.sku_generate'] }))
    expect(sku.value).toMatch(/^KOMPOZIT-[A-Z2-9]{4}$/)
  })

  it('fills the English name from the Turkish one after the pause, and translates again on demand', async () => {
    const asked: string[] = []
    server.use(translateHandler(asked))
    const dialog = await openCreateForm()
    await userEvent.type(field(dialog, tr['admin.products.name_tr']), 'Ağız aynası')
    const english = field(dialog, tr['admin.products.name_en'])
    expect(english.value).toBe('')
    await waitFor(() => expect(english.value).toBe('EN Ağız aynası'), { timeout: 2000 })
    // One request after the pause, not one per key.
    expect(asked).toEqual(['Ağız aynası'])

    await userEvent.clear(english)
    await userEvent.type(english, 'Mouth mirror, custom')
    await userEvent.click(
      within(dialog).getByRole('button', {
        name: `Yeniden çevir: ${tr['admin.products.name_en']}`,
      }),
    )
    await waitFor(() => expect(english.value).toBe('EN Ağız aynası'))
  })

  it('uploads images, saves the product and closes; a taken SKU is shown on its field', async () => {
    let saved: unknown = null
    let attempts = 0
    server.use(
      http.post('*/api/upload/multiple', async ({ request }) => {
        const form = await request.formData()
        expect(form.get('folder')).toBe('products')
        const files = form.getAll('files') as File[]
        return ok({
          files: files.map((file, index) => ({
            url: `/media/products/${index}-${file.name}`,
            key: `products/${index}`,
            contentType: file.type,
            size: file.size,
          })),
        })
      }),
      http.post('*/api/products', async ({ request }) => {
        attempts += 1
        saved = await request.json()
        if (attempts === 1) {
          return fail(409, 'Bu SKU başka bir üründe kullanılıyor', [
            { field: 'sku', message: 'Bu SKU başka bir üründe kullanılıyor' },
          ])
        }
        return ok({ product: product('new', 'Kompozit Dolgu') })
      }),
    )
    const dialog = await openCreateForm()
    await userEvent.type(field(dialog, tr['admin.products.name_tr']), 'Kompozit Dolgu')
    await userEvent.type(field(dialog, tr['admin.products.name_en']), 'Composite filling')
    await userEvent.type(
      field(dialog, tr['admin.products.description_tr']),
      'Işıkla sertleşen kompozit dolgu',
    )
    await userEvent.type(field(dialog, tr['admin.products.description_en']), 'Light-cured composite filling')
    await userEvent.selectOptions(field(dialog, tr['admin.products.category']), 'c-files')
    await userEvent.type(field(dialog, tr['admin.products.price']), '250,5')
    await userEvent.type(field(dialog, tr['admin.products.discount_price']), '199')
    await userEvent.upload(field(dialog, tr['admin.products.images_choose']), [
      new File(['a'], 'on.png', { type: 'image/png' }),
      new File(['b'], 'yan.png', { type: 'image/png' }),
    ])
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('2 resim yüklendi', expect.anything()))
    expect(
      within(dialog)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual(['/media/products/0-on.png', '/media/products/1-yan.png'])
    await userEvent.click(within(dialog).getByRole('button', { name: '2. resmi sola taşı' }))
    expect(within(dialog).getAllByRole('img')[0]?.getAttribute('src')).toBe('/media/products/1-yan.png')

    await save(dialog)
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Bu SKU başka bir üründe kullanılıyor', expect.anything()),
    )
    expect(within(dialog).getByRole('alert').textContent).toBe('Bu SKU başka bir üründe kullanılıyor')

    await userEvent.clear(field(dialog, tr['admin.products.sku']))
    await userEvent.type(field(dialog, tr['admin.products.sku']), 'kmp-100')
    await save(dialog)
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(tr['admin.products.created'], expect.anything()),
    )
    expect(saved).toMatchObject({
      name: { tr: 'Kompozit Dolgu', en: 'Composite filling' },
      sku: 'KMP-100',
      category: 'c-files',
      price: 250.5,
      discountPrice: 199,
      stock: 0,
      images: ['/media/products/1-yan.png', '/media/products/0-on.png'],
      isActive: true,
      isFeatured: false,
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByTestId('where').textContent).toBe('/admin/products')
  })

  it('refuses a file that is not a video, and one over 100 MB, before uploading', async () => {
    const dialog = await openCreateForm()
    const big = new File(['x'], 'tanitim.mp4', { type: 'video/mp4' })
    Object.defineProperty(big, 'size', { value: 101 * 1024 * 1024 })
    const user = userEvent.setup({ applyAccept: false })
    await user.upload(field(dialog, tr['admin.products.videos_choose']), [
      new File(['x'], 'notlar.txt', { type: 'text/plain' }),
      big,
    ])
    expect(toast.error).toHaveBeenCalledWith('notlar.txt geçerli bir video dosyası değil', expect.anything())
    expect(toast.error).toHaveBeenCalledWith('tanitim.mp4 dosyası çok büyük (max 100MB)', expect.anything())
  })

  it('loads a product for editing and shows its failure with a retry', async () => {
    let calls = 0
    server.use(
      http.get('*/api/products/admin/:id', ({ params }) => {
        calls += 1
        if (calls === 1) return fail(503, 'Geçici hata')
        return ok({
          product: product(String(params.id), 'Frez Seti', { name: { tr: 'Frez Seti', en: 'Bur set' } }),
        })
      }),
    )
    renderAdmin('/admin/products?edit=p9')
    const dialog = await screen.findByRole('dialog', { name: tr['admin.products.form_edit_title'] })
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toContain(tr['admin.products.form_load_error'])
    await userEvent.click(within(alert).getByRole('button', { name: tr['remote.retry'] }))
    expect(
      ((await within(dialog).findByLabelText(tr['admin.products.name_tr'])) as HTMLInputElement).value,
    ).toBe('Frez Seti')
    expect(field(dialog, tr['admin.products.sku']).value).toBe('SKU-P9')
    expect(field(dialog, tr['admin.products.name_en']).value).toBe('Bur set')
  })
})

describe('product form editing a product someone else saves meanwhile', () => {
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
    const { dialog, name } = await openEditForm()
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
})
