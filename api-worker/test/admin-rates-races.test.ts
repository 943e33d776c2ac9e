import type { ExchangeRateHistoryEntry } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { auditRows } from './helpers/admin-settings'
import { call } from './helpers/api'
import { userWithRole } from './helpers/staff'

describe('rates entered at the same time', () => {
  it('each either applies with its history and audit row, or is refused as changed meanwhile', async () => {
    const tokens = await Promise.all(
      Array.from({ length: 6 }, async () => (await userWithRole('admin')).token()),
    )
    const answers = await Promise.all(
      tokens.map((token, index) =>
        call('/exchange-rates/bulk-update', {
          method: 'PUT',
          body: { USD: 40 + index, EUR: 50 + index },
          token,
        }),
      ),
    )
    const applied = answers.filter((answer) => answer.status === 200)
    const refused = answers.filter((answer) => answer.status !== 200)
    expect(applied.length).toBeGreaterThan(0)
    for (const answer of refused) {
      expect(answer.status).toBe(409)
      expect(answer.body.message).toBe('Kurlar bu sırada değişti; sayfayı yenileyip tekrar deneyin')
    }

    const token = tokens[0] ?? ''
    for (const code of ['USD', 'EUR']) {
      const { body } = await call<{ history: ExchangeRateHistoryEntry[] }>(
        `/exchange-rates/${code}/history`,
        {
          token,
        },
      )
      const entries = [...body.data.history].reverse()
      expect(entries).toHaveLength(applied.length)
      // One chain: each entry's previous rate is the rate entered before it.
      entries.forEach((entry, index) => {
        expect(entry.previousRate).toBe(index === 0 ? null : entries[index - 1]?.rate)
      })
      const audits = (await auditRows('exchange_rate', 'exchange_rate.update')).filter(
        (row) => row.entityId === code,
      )
      expect(audits).toHaveLength(applied.length)
    }
  })
})
