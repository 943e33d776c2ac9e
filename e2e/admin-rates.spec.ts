import { type APIRequestContext, expect, test } from '@playwright/test'
import { ADMIN, apiLogin, signInPage } from './support/admin'
import { overflowOf } from './support/table-overflow'

/** Enters each manual rate again at its current value, so each history has a row naming who entered it. */
async function enterCurrentRates(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` }
  const answer = await request.get('/api/exchange-rates/admin', { headers })
  const { exchangeRates } = (await answer.json()).data as {
    exchangeRates: { targetCurrency: string; rate: number }[]
  }
  const rates = Object.fromEntries(exchangeRates.map((rate) => [rate.targetCurrency, rate.rate]))
  const entered = await request.put('/api/exchange-rates/bulk-update', { headers, data: rates })
  expect(entered.ok()).toBe(true)
}

for (const [language, locale, updatedBy] of [
  ['English', 'en-US', 'Updated by'],
  ['Turkish', 'tr-TR', 'Güncelleyen'],
] as const) {
  test.describe(`the rate histories in ${language}`, () => {
    test.use({ locale })

    test('show every column, "who" included, without scrolling sideways', async ({
      page,
      request,
    }, testInfo) => {
      const session = await apiLogin(request, ADMIN)
      await enterCurrentRates(request, session.token)
      await signInPage(page, session)
      await page.goto('/admin/exchange-rates')
      for (const code of ['USD', 'EUR']) {
        const table = page.getByTestId(`history-${code}`).getByRole('table')
        await expect(table.getByRole('columnheader', { name: updatedBy })).toBeVisible()
        await expect(table.getByRole('row').nth(1)).toBeVisible()
        // On a phone the table may scroll inside its frame; at 1280 px it fits, its last column in view.
        if (testInfo.project.name === 'phone') continue
        await table.scrollIntoViewIfNeeded()
        await page.evaluate(() => document.fonts.ready)
        expect(await overflowOf(table)).toBeLessThanOrEqual(0)
        await expect(table.getByRole('row').nth(1).getByRole('cell').last()).toBeInViewport({ ratio: 1 })
      }
      // The page itself never scrolls sideways.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - innerWidth),
      ).toBeLessThanOrEqual(0)
    })
  })
}
