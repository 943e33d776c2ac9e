import {
  isEnglishMissing,
  TRANSLATION_DEBOUNCE_MS,
  type TranslateAnswer,
  type TranslateRequest,
} from '@shop/domain'
import { useCallback, useEffect, useRef, useState } from 'react'
import { adminRequest } from '../lib/admin-request'
import { useTranslationAvailability } from './use-translation-availability'

interface AutoTranslateOptions {
  /** The Turkish text. */
  source: string
  /** The English text as it stands now. */
  target: string
  /** Writes the translation into the English field. */
  onTranslated: (text: string) => void
  context: NonNullable<TranslateRequest['context']>
  type: NonNullable<TranslateRequest['type']>
  enabled?: boolean
}

function translate(
  text: string,
  context: AutoTranslateOptions['context'],
  type: AutoTranslateOptions['type'],
) {
  return adminRequest<TranslateAnswer>('POST', '/translate/auto', { body: { text, context, type } })
}

/**
 * admin.md §4: when the Turkish text is filled and the English one is empty or under 5 characters, English is
 * requested after 600 ms of pause. Failures are silent (no toast, the field stays as it was); `translateNow` is the
 * re-translate button, which overwrites whatever English is there. Nothing is asked while the service's status says
 * no translator is configured (each pause used to end in a silent 503), nor before that status is known.
 */
export function useAutoTranslate({
  source,
  target,
  onTranslated,
  context,
  type,
  enabled = true,
}: AutoTranslateOptions) {
  const availability = useTranslationAvailability()
  const [translating, setTranslating] = useState(false)
  const latest = useRef({ target, onTranslated })
  latest.current = { target, onTranslated }
  const generation = useRef(0)

  const run = useCallback(
    async (force: boolean) => {
      const text = source.trim()
      if (!text || availability === 'unavailable') return
      const ticket = ++generation.current
      setTranslating(true)
      try {
        const { translatedText } = await translate(text, context, type)
        // A newer request, or English typed meanwhile, wins over this answer.
        if (ticket !== generation.current) return
        if (force || isEnglishMissing(latest.current.target)) latest.current.onTranslated(translatedText)
      } catch {
        // Silent by the spec: the admin can type English or press re-translate.
      } finally {
        if (ticket === generation.current) setTranslating(false)
      }
    },
    [source, context, type, availability],
  )

  // An answer still on its way when the form stops wanting one (it is being saved, or was) never lands in it: one
  // landing after the save's reset edited the saved form again, and its close asked about unsaved changes.
  useEffect(() => {
    if (enabled) return
    generation.current++
    setTranslating(false)
  }, [enabled])

  const canAsk = enabled && availability === 'available'
  useEffect(() => {
    if (!canAsk || !source.trim() || !isEnglishMissing(latest.current.target)) return
    const timer = setTimeout(() => void run(false), TRANSLATION_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [canAsk, source, run])

  return { translating, translateNow: () => run(true) }
}
