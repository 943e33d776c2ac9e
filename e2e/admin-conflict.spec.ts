import { expect, test } from '@playwright/test'
import { ADMIN, apiLogin, createProduct, productPlacing, signInPage } from './support/admin'
import { axeViolations } from './support/axe'
import { uniqueTag } from './support/shop-api'

// Two admins open the same product. The first saves a new price; the second, still looking at the old one, saves
// a new stock. The second save must not undo the first, and the second admin must see why nothing was saved.
test('an edit made on a product someone else has saved since is refused, and the reason shows in the form', async ({
  page,
  browser,
  request,
}) => {
  const admin = await apiLogin(request, ADMIN)
  const tag = uniqueTag()
  const name = `Çakışma Frezi ${tag}`
  const product = await createProduct(request, admin.token, {
    name,
    sku: `E2E-CAK-${tag}`.toUpperCase(),
    ...(await productPlacing(request)),
  })
  const other = await browser.newContext()
  try {
    const openForm = async (screen: typeof page) => {
      await signInPage(screen, admin)
      await screen.goto(`/admin/products?edit=${product._id}`)
      const dialog = screen.getByRole('dialog', { name: 'Ürünü düzenle' })
      await expect(dialog.getByLabel('Ürün adı (Türkçe)')).toHaveValue(name)
      return dialog
    }
    const mine = await openForm(page)
    const theirs = await openForm(await other.newPage())

    await theirs.getByLabel('Fiyat (₺)', { exact: true }).fill('120')
    await theirs.getByRole('button', { name: 'Kaydet' }).click()
    await expect(theirs).toBeHidden()

    await mine.getByLabel('Stok', { exact: true }).fill('40')
    await mine.getByRole('button', { name: 'Kaydet' }).click()
    // Inside the dialog, which covers the toaster (the whole screen on a phone), and announced.
    await expect(
      mine.getByText('Ürün siz düzenlerken başka biri tarafından değiştirildi; formu kapatıp yeniden açın'),
    ).toBeInViewport()
    await expect(mine.getByLabel('Stok', { exact: true })).toHaveValue('40')
    expect(await axeViolations(page, { include: 'dialog[open]' })).toEqual([])

    const stored = (await (await request.get(`/api/products/${product.slug}`)).json()).data.product
    expect(stored.price).toBe(120)
    expect(stored.stock).toBe(12)
  } finally {
    // The product stays, as the other tests' products do: deleted here, it vanished under a shop test running beside
    // this one that had picked the newest product.
    await other.close()
  }
})
