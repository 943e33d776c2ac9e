import { FOREIGN_CURRENCIES, type ForeignCurrency } from '@shop/domain'
import { type MessageKey, useT } from '@shop/i18n'
import { notify } from '@shop/ui'
import { type FormEvent, useRef, useState } from 'react'
import { notifyFailure } from '../../../lib/notify-failure'
import { useSaveRates } from '../api/save-rates'
import { checkRateInputs, EMPTY_INPUTS, type RateInputs } from '../lib/rate-form'

/**
 * The manual rate inputs: what was typed, the domain's check of it (an input's message shows once it was edited or
 * a save was tried), and the save with the toasts of admin.md §8. A saved form is emptied again.
 */
export function useRateEntry() {
  const t = useT()
  const save = useSaveRates()
  const [inputs, setInputs] = useState<RateInputs>(EMPTY_INPUTS)
  const [edited, setEdited] = useState<Partial<Record<ForeignCurrency, boolean>>>({})
  const [attempted, setAttempted] = useState(false)
  const fieldRefs = useRef<Partial<Record<ForeignCurrency, HTMLInputElement | null>>>({})
  const check = checkRateInputs(inputs)

  const change = (code: ForeignCurrency, text: string) => {
    setInputs((current) => ({ ...current, [code]: text }))
    setEdited((current) => ({ ...current, [code]: true }))
  }

  const errorOf = (code: ForeignCurrency): string | undefined => {
    const key = check.fieldErrors[code]
    return key && (edited[code] || attempted) ? t(key as MessageKey) : undefined
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setAttempted(true)
    if (!check.payload) {
      const invalid = FOREIGN_CURRENCIES.find((code) => check.fieldErrors[code])
      if (invalid) fieldRefs.current[invalid]?.focus()
      return
    }
    save.mutate(check.payload, {
      onSuccess: ({ cacheError }) => {
        notify.success(t('admin.rates_screen.save_success'))
        // The rates are saved either way; the server's words about the cache call alone would read as a failed save.
        if (cacheError) notify.error(t('admin.rates_screen.cache_error'))
        setInputs(EMPTY_INPUTS)
        setEdited({})
        setAttempted(false)
      },
      onError: (error) => notifyFailure(error, t('admin.rates_screen.save_error')),
    })
  }

  return { inputs, check, change, errorOf, submit, saving: save.isPending, fieldRefs }
}
