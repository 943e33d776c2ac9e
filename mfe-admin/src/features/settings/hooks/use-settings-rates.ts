import type { ForeignCurrency } from '@shop/domain'
import { type MessageKey, useT } from '@shop/i18n'
import { notify } from '@shop/ui'
import { useEffect, useState } from 'react'
import { notifyFailure } from '../../../lib/notify-failure'
import { useAdminRates } from '../../exchange-rates/api/list-admin-rates'
import { useSaveRates } from '../../exchange-rates/api/save-rates'
import { checkRateInputs, type RateInputs, rateInputsOf } from '../lib/rate-inputs'

/**
 * The settings screen's rate card, on the exchange-rates screen's own calls (one save path: bulk update, then the
 * rate cache cleared): inputs refilled from the stored rates each time they are read (load, refresh, settings reset),
 * only rates above 0 sent, the toasts of admin.md §8.
 */
export function useSettingsRates() {
  const t = useT()
  const query = useAdminRates()
  const save = useSaveRates()
  const [inputs, setInputs] = useState<RateInputs>({ USD: '', EUR: '' })
  const [attempted, setAttempted] = useState(false)
  const [refreshing, setRefreshing] = useState(false)
  const check = checkRateInputs(inputs)

  // biome-ignore lint/correctness/useExhaustiveDependencies: refill on every read of the stored rates, not on each render
  useEffect(() => {
    if (!query.data) return
    setInputs(rateInputsOf(query.data))
    setAttempted(false)
  }, [query.dataUpdatedAt])

  const shown = (key: string | undefined) => (key && attempted ? t(key as MessageKey) : undefined)

  const submit = () => {
    setAttempted(true)
    if (!check.payload || save.isPending) return
    save.mutate(check.payload, {
      onSuccess: () => notify.success(t('admin.settings_screen.rates_save_success')),
      onError: (error) => notifyFailure(error, t('admin.settings_screen.rates_save_error')),
    })
  }

  const refresh = async () => {
    setRefreshing(true)
    const result = await query.refetch()
    setRefreshing(false)
    if (result.isError) notify.error(t('admin.settings_screen.rates_refresh_error'))
    else notify.success(t('admin.settings_screen.rates_refresh_success'))
  }

  return {
    query,
    inputs,
    change: (code: ForeignCurrency, text: string) => setInputs((current) => ({ ...current, [code]: text })),
    errorOf: (code: ForeignCurrency) => shown(check.errors[code]),
    formError: shown(check.errors.form),
    save: submit,
    saving: save.isPending,
    refresh: () => void refresh(),
    refreshing,
  }
}
