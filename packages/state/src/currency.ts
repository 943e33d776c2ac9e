import { STORAGE_KEYS, type StorefrontCurrency } from '@shop/domain'
import { atomWithStorage } from 'jotai/utils'
import { isStorefrontCurrency } from './guards'
import { safeJsonStorage } from './json-storage'

/** The visitor's display currency, persisted under `selectedCurrency`; lira by default. */
export const currencyAtom = atomWithStorage<StorefrontCurrency>(
  STORAGE_KEYS.selectedCurrency,
  'TRY',
  safeJsonStorage(isStorefrontCurrency),
  { getOnInit: true },
)
