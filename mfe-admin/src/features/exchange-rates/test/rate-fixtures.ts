import type { AdminExchangeRate, ExchangeRateHistoryEntry } from '@shop/domain'

export const usdRate: AdminExchangeRate = {
  _id: 'r-usd',
  targetCurrency: 'USD',
  rate: 34.5,
  isActive: true,
  lastUpdated: '2025-05-20T09:30:00.000Z',
  updatedBy: { _id: 'a1', name: 'Yönetici Ayşe' },
}

/** Stored but switched off, entered by a user since deleted. */
export const eurRate: AdminExchangeRate = {
  _id: 'r-eur',
  targetCurrency: 'EUR',
  rate: 37.1234,
  isActive: false,
  lastUpdated: '2025-05-18T14:05:00.000Z',
  updatedBy: null,
}

/** USD entered twice (newest first): the first entry had no rate before it. */
export const usdHistory: ExchangeRateHistoryEntry[] = [
  {
    _id: 'h2',
    targetCurrency: 'USD',
    rate: 34.5,
    previousRate: 34,
    updatedBy: { _id: 'a1', name: 'Yönetici Ayşe' },
    createdAt: '2025-05-20T09:30:00.000Z',
  },
  {
    _id: 'h1',
    targetCurrency: 'USD',
    rate: 34,
    previousRate: null,
    updatedBy: null,
    createdAt: '2025-05-01T08:00:00.000Z',
  },
]
