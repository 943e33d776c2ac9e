import { useT } from '@shop/i18n'
import { Button } from '@shop/ui'
import { useId } from 'react'
import { useTranslationOff } from '../hooks/use-translation-availability'
import layout from './form-layout.module.css'

interface RetranslateRowProps {
  /** Names the English field it fills ("Translate again: English name"). */
  label: string
  /** The button's visible words and the words announced while the call runs. */
  text: string
  busyText: string
  translating: boolean
  /** No Turkish text yet: nothing to translate. */
  disabled: boolean
  onTranslate: () => void
}

/**
 * The button under an English field that asks for the translation again, with a polite live note while it runs.
 * While no translation service is configured the button is off and the note says why, so the admin types English.
 * A secondary button, in every form: a ghost one, off, had no edge and read as faded text beside the note.
 */
export function RetranslateRow({
  label,
  text,
  busyText,
  translating,
  disabled,
  onTranslate,
}: RetranslateRowProps) {
  const t = useT()
  const noteId = useId()
  const serviceOff = useTranslationOff()
  const note = serviceOff ? t('admin.common.translation_off') : translating ? busyText : ''
  return (
    <div className={layout.translateRow}>
      <Button
        variant="secondary"
        disabled={disabled || serviceOff}
        loading={translating}
        aria-label={label}
        aria-describedby={serviceOff ? noteId : undefined}
        onClick={onTranslate}
      >
        {text}
      </Button>
      <output id={noteId} className={layout.note} aria-live="polite">
        {note}
      </output>
    </div>
  )
}
