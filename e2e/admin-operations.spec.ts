import { expect, test } from '@playwright/test'
import { ADMIN, apiLogin, signInPage } from './support/admin'
import { customerWithOrder } from './support/customer-order'
import {
  bearer,
  cancelOrder,
  placeOrder,
  registerCustomer,
  uniqueTag,
  wellStockedProduct,
} from './support/shop-api'

test('an admin ships an order with a tracking number and the customer sees both on their order page', async ({
  page,
  browser,
  request,
}) => {
  const admin = await apiLogin(request, ADMIN)
  const tag = uniqueTag()
  const customer = await registerCustomer(request, `Kargo Müşterisi ${tag}`)
  const order = await placeOrder(request, customer, (await wellStockedProduct(request))._id)
  const trackingNumber = `YK${tag.toUpperCase()}`
  const shopper = await browser.newContext()
  try {
    // The action under test: the update dialog of the orders screen.
    await signInPage(page, admin)
    await page.goto(`/admin/orders?search=${order.orderNumber}`)
    await page.getByRole('button', { name: `Düzenle: ${order.orderNumber}` }).click()
    const dialog = page.getByRole('dialog', { name: `Siparişi güncelle: ${order.orderNumber}` })
    await dialog.getByLabel('Sipariş durumu').selectOption('shipped')
    await dialog.getByLabel('Kargo takip numarası').fill(trackingNumber)
    await dialog.getByRole('button', { name: 'Güncelle' }).click()
    await expect(page.getByText('Sipariş durumu güncellendi')).toBeVisible()
    await expect(dialog).toBeHidden()
    const row = page.getByRole('row').filter({ hasText: order.orderNumber })
    await expect(row).toContainText('Kargoya Verildi')

    // The customer, in a browser of their own, reads the order.
    const customerPage = await shopper.newPage()
    await signInPage(customerPage, customer)
    await customerPage.goto(`/orders/${order._id}`)
    await expect(customerPage.getByRole('heading', { name: `Sipariş ${order.orderNumber}` })).toBeVisible()
    await expect(customerPage.getByTestId('order-status')).toHaveText('Sipariş durumu: Kargoya Verildi')
    await expect(customerPage.getByTestId('tracking-number')).toHaveText(trackingNumber)
  } finally {
    await shopper.close()
    await cancelOrder(request, admin.token, order._id)
  }
})

test('an admin deactivates a customer who is logged in elsewhere, and that session ends at their next step', async ({
  page,
  browser,
  request,
}) => {
  const { admin, customer, order, customerPage, done } = await customerWithOrder(
    browser,
    request,
    `Pasif Müşteri ${uniqueTag()}`,
  )
  try {
    // The customer is reading their order in another browser.
    await customerPage.goto(`/orders/${order._id}`)
    await expect(customerPage.getByRole('heading', { name: `Sipariş ${order.orderNumber}` })).toBeVisible()

    // The action under test: the toggle on the users screen.
    await signInPage(page, admin)
    await page.goto(`/admin/users?search=${encodeURIComponent(customer.email)}`)
    const row = page.getByRole('row').filter({ hasText: customer.email })
    await expect(row).toContainText('Aktif')
    await row.getByRole('button', { name: `Pasif yap: ${customer.name}` }).click()
    await expect(page.getByText('Kullanıcı durumu değiştirildi')).toBeVisible()
    await expect(row.getByRole('button', { name: `Aktif yap: ${customer.name}` })).toBeVisible()

    // Their next step in the shop asks the API with the old token: it is refused, the stored session is cleared
    // and the customer lands on the login screen, told why, with the way back remembered.
    await customerPage
      .getByRole('navigation', { name: 'Bulunduğunuz yer' })
      .getByRole('link', { name: 'Siparişlerim' })
      .click()
    await expect(customerPage).toHaveURL(/\/login\?redirect=%2Forders$/)
    await expect(
      customerPage.getByText('Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.'),
    ).toBeVisible()
    expect(await customerPage.evaluate(() => localStorage.getItem('user'))).toBeNull()
    const profile = await request.get('/api/auth/profile', { headers: bearer(customer.token) })
    expect(profile.status()).toBe(401)
  } finally {
    await done()
  }
})
