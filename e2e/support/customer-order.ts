import type { APIRequestContext, Browser } from '@playwright/test'
import { ADMIN, apiLogin, signInPage } from './admin'
import { cancelOrder, placeOrder, registerCustomer, wellStockedProduct } from './shop-api'

/**
 * A new customer with an order of one unit, signed in on a browser of their own, and the admin's session. `done`
 * closes the customer's browser and cancels the order, which returns its stock.
 */
export async function customerWithOrder(browser: Browser, request: APIRequestContext, name: string) {
  const admin = await apiLogin(request, ADMIN)
  const customer = await registerCustomer(request, name)
  const order = await placeOrder(request, customer, (await wellStockedProduct(request))._id)
  const context = await browser.newContext()
  const customerPage = await context.newPage()
  await signInPage(customerPage, customer)
  const done = async () => {
    await context.close()
    await cancelOrder(request, admin.token, order._id)
  }
  return { admin, customer, order, customerPage, done }
}
