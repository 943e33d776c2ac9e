import { expect, type Locator, test } from '@playwright/test'
import { signInPage } from './support/admin'
import { customerWithOrder } from './support/customer-order'
import { uniqueTag } from './support/shop-api'

const colourOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).color)
const paperOf = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element.ownerDocument.body).backgroundColor)

// A clinic prints its order for its books; the shop prints it to pack. On paper the page is its content in black on
// white, whatever the theme (the default is dark, and printers drop backgrounds).
test('a printed order is the order in black on white: no header, menus, footer or buttons of a dialog', async ({
  page,
  browser,
  request,
}) => {
  const { admin, customer, order, customerPage, done } = await customerWithOrder(
    browser,
    request,
    `Baskı Müşterisi ${uniqueTag()}`,
  )
  try {
    await customerPage.goto(`/orders/${order._id}`)
    const title = customerPage.getByRole('heading', { level: 1, name: `Sipariş ${order.orderNumber}` })
    await expect(title).toBeVisible()
    await expect(customerPage.getByRole('banner')).toBeVisible()
    await customerPage.emulateMedia({ media: 'print' })
    await expect(customerPage.getByRole('banner')).toBeHidden()
    await expect(customerPage.getByRole('contentinfo')).toBeHidden()
    await expect(title).toBeVisible()
    expect(await colourOf(title)).toBe('rgb(0, 0, 0)')
    expect(await paperOf(title)).toBe('rgb(255, 255, 255)')

    await signInPage(page, admin)
    await page.goto(`/admin/orders?search=${order.orderNumber}`)
    await page.getByRole('button', { name: `Detayları gör: ${order.orderNumber}` }).click()
    const dialog = page.getByRole('dialog', { name: `Sipariş ${order.orderNumber}` })
    await expect(dialog.getByText(customer.name).first()).toBeVisible()
    await page.emulateMedia({ media: 'print' })
    // The packing slip: the dialog's content alone, the screen behind it and the dialog's buttons left off.
    await expect(dialog.getByText(customer.name).first()).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Yönetim menüsü' })).toBeHidden()
    await expect(page.getByRole('heading', { level: 1, name: 'Siparişler' })).toBeHidden()
    await expect(dialog.getByRole('button', { name: 'Kapat' })).toBeHidden()
    expect(await colourOf(dialog.getByRole('heading', { name: `Sipariş ${order.orderNumber}` }))).toBe(
      'rgb(0, 0, 0)',
    )
  } finally {
    await done()
  }
})
