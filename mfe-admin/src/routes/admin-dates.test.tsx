import { screen, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { order, orderListHandler } from '../features/orders/test/order-fixtures'
import { adminUser, userListHandler } from '../features/users/test/user-fixtures'
import { ok, startApiServer } from '../test/api-server'
import { renderAdmin } from '../test/render-admin'

const server = startApiServer()

/** Noon UTC: the same calendar day in every time zone the tests may run in. */
const INSTANT = '2026-03-05T12:00:00.000Z'

/** One day and one moment per language, on every screen: month names, never 03/05/2026 (3 May or 5 March?). */
const EXPECTED: Record<'tr' | 'en', { date: string; dateTime: RegExp }> = {
  tr: { date: '5 Mar 2026', dateTime: /^5 Mar 2026 \d{2}:\d{2}$/ },
  en: { date: 'Mar 5, 2026', dateTime: /^Mar 5, 2026, \d{1,2}:\d{2}\s[AP]M$/ },
}

/** The text of the first body row's `<time>`. */
async function firstTime(tableName: RegExp) {
  const table = await screen.findByRole('table', { name: tableName })
  const row = within(table).getAllByRole('row')[1]
  const time = row?.querySelector('time')
  if (!time) throw new Error('no date in the first row')
  return time.textContent
}

describe.each(['tr', 'en'] as const)('admin dates in %s', (language) => {
  it('writes the orders list’s moment in the shared date-time form', async () => {
    server.use(orderListHandler(() => [order('o1', 'ORD-2603-0001', { createdAt: INSTANT })]))
    renderAdmin('/admin/orders', 'admin', language)
    expect(await firstTime(/./)).toMatch(EXPECTED[language].dateTime)
  })

  it('writes the users list’s day in the shared date form', async () => {
    server.use(userListHandler(() => [adminUser('u1', 'Diş Hekimi Can', { createdAt: INSTANT })]))
    renderAdmin('/admin/users', 'admin', language)
    expect(await firstTime(/./)).toBe(EXPECTED[language].date)
  })

  it('writes the audit log’s moment in the same date-time form as the orders list', async () => {
    server.use(
      http.get('*/api/audit-log', () =>
        ok(
          {
            entries: [
              {
                _id: 'e1',
                action: 'catalogue.rebuild',
                entity: 'catalogue',
                entityId: null,
                actor: null,
                details: {},
                createdAt: INSTANT,
              },
            ],
          },
          { page: 1, limit: 50, total: 1, pages: 1 },
        ),
      ),
    )
    renderAdmin('/admin/audit-log', 'admin', language)
    expect(await firstTime(/./)).toMatch(EXPECTED[language].dateTime)
  })
})
