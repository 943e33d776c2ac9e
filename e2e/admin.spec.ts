import { expect, test } from '@playwright/test'
import { recordScripts } from './fixtures'
import { ADMIN, apiLogin, CUSTOMER, createProduct, productPhoto, signInPage } from './support/admin'

/** The fake translation service answers `[en] <Turkish>` (api-worker/test/fake-ai). */
const english = (turkish: string) => `[en] ${turkish}`

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

test('an admin creates a category and a product with a photo; English comes from translation; the shop shows it', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const tag = unique()
  const categoryName = `Deneme Kategorisi ${tag}`
  const productName = `Deneme Kompozit ${tag}`

  await page.goto('/login')
  await page.getByLabel('E-posta').fill(ADMIN.email)
  await page.getByLabel('Şifre', { exact: true }).fill(ADMIN.password)
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)

  // A category: the English name arrives from the translation service after the pause.
  await page.goto('/admin/categories')
  await page.getByRole('button', { name: 'Yeni kategori' }).first().click()
  const categoryForm = page.getByRole('dialog')
  await categoryForm.getByRole('textbox', { name: 'Kategori adı (Türkçe)', exact: true }).fill(categoryName)
  await categoryForm
    .getByRole('textbox', { name: 'Açıklama (Türkçe)', exact: true })
    .fill('Uçtan uca testte oluşturulan kategori.')
  await expect(
    categoryForm.getByRole('textbox', { name: 'Kategori adı (İngilizce)', exact: true }),
  ).toHaveValue(english(categoryName))
  await categoryForm.getByRole('button', { name: /^(Oluştur|Kaydet)$/ }).click()
  await expect(page.getByText('Kategori oluşturuldu')).toBeVisible()
  await expect(page.getByRole('dialog')).toBeHidden()

  // A product in it with an uploaded photo (resized to WebP in the browser).
  await page.goto('/admin/products')
  await page.getByRole('button', { name: 'Yeni ürün' }).first().click()
  const productForm = page.getByRole('dialog')
  await productForm.getByRole('textbox', { name: 'Ürün adı (Türkçe)', exact: true }).fill(productName)
  await expect(productForm.getByRole('textbox', { name: 'Ürün adı (İngilizce)', exact: true })).toHaveValue(
    english(productName),
  )
  await productForm
    .getByRole('textbox', { name: 'Açıklama (Türkçe)', exact: true })
    .fill('Işıkla sertleşen, yüksek dolgulu nano hibrit kompozit.')
  await productForm.getByLabel('Kategori', { exact: true }).selectOption({ label: categoryName })
  await productForm.getByRole('textbox', { name: 'Fiyat (₺)', exact: true }).fill('149,90')
  await productForm.getByRole('textbox', { name: 'Stok', exact: true }).fill('25')
  await productForm.locator('input[type=file][accept*="image"]').setInputFiles(productPhoto())
  await expect(productForm.getByRole('img', { name: '1. resim' })).toBeVisible({ timeout: 20_000 })
  await productForm.getByRole('button', { name: /^(Oluştur|Kaydet)$/ }).click()
  await expect(page.getByText('Ürün oluşturuldu')).toBeVisible()

  // The storefront finds it, in its category, with its photo served from R2.
  const search = await (await request.get(`/api/products?q=${encodeURIComponent(productName)}`)).json()
  const created = search.data.products[0]
  expect(created.name).toEqual({ tr: productName, en: english(productName) })
  expect(created.images[0]).toMatch(/^\/media\/products\/.+\.webp$/)
  const photo = await request.get(created.images[0])
  expect(photo.headers()['content-type']).toBe('image/webp')

  await page.goto(`/products/${created.slug}`)
  await expect(page.getByRole('heading', { name: productName })).toBeVisible()
  await page.goto(`/category/${created.category.slug}`)
  const card = page.getByTestId('product-card').filter({ hasText: productName })
  await expect(card).toBeVisible()
  // A shopper's card shows the 400 px copy the admin made with the upload, not the 960 px photo. (A new browser
  // context: this one has the photo cached from the admin's preview, and Chromium uses a cached larger candidate.)
  const shopper = await browser.newPage({
    baseURL: test.info().project.use.baseURL,
    viewport: page.viewportSize(),
  })
  await shopper.goto(`/category/${created.category.slug}`)
  const picture = shopper.getByTestId('product-card').filter({ hasText: productName }).locator('img')
  await expect
    .poll(() => picture.evaluate((image) => (image as HTMLImageElement).currentSrc))
    .toMatch(/\.webp\?w=400$/)
  for (const width of [400, 800]) {
    const copy = await request.get(`${created.images[0]}?w=${width}`)
    expect(copy.headers()['content-type']).toBe('image/webp')
    // A stored copy is cached for a year; the photo standing in for a missing one, for a day.
    expect(copy.headers()['cache-control']).toContain('immutable')
    expect((await copy.body()).equals(await photo.body())).toBe(false)
  }
  await shopper.close()
})

test('an admin deactivates two products at once and the shop no longer lists them', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const admin = await apiLogin(request, ADMIN)
  const tag = unique()
  const categories = (await (await request.get('/api/categories/tree')).json()).data.categories
  const anyProduct = (await (await request.get('/api/products?limit=1')).json()).data.products[0]
  const names = [`Toplu Ayna ${tag} A`, `Toplu Ayna ${tag} B`]
  for (const [index, name] of names.entries()) {
    await createProduct(request, admin.token, {
      name,
      sku: `E2E-${tag}-${index}`,
      categoryId: categories[0]._id,
      image: anyProduct.images[0],
    })
  }
  const listed = async () =>
    (await (await request.get(`/api/products?q=${encodeURIComponent(`Toplu Ayna ${tag}`)}`)).json())
      .pagination.total
  expect(await listed()).toBe(2)

  await signInPage(page, admin)
  await page.goto(`/admin/products?q=${encodeURIComponent(tag)}`)
  for (const name of names) await page.getByRole('checkbox', { name: `${name} satırını seç` }).check()
  const bulk = page.getByRole('region', { name: 'Toplu işlemler' })
  await expect(bulk).toContainText('2 kayıt seçili')
  await bulk.getByRole('button', { name: 'Durumu değiştir' }).click()
  await expect(page.getByText('2 ürünün durumu değiştirildi')).toBeVisible()

  await expect.poll(listed).toBe(0)
  await page.goto(`/products?q=${encodeURIComponent(`Toplu Ayna ${tag}`)}`)
  await expect(page.getByTestId('product-card')).toHaveCount(0)
})

test('a customer opening /admin is sent home without downloading admin code', async ({ page, request }) => {
  const scripts = recordScripts(page)
  await signInPage(page, await apiLogin(request, CUSTOMER))
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  expect(scripts.some((path) => path.startsWith('/remotes/admin/'))).toBe(false)
})
