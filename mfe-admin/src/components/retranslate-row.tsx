import { useT } from '@shop/i18n'
import { Button } from '@shop/ui'
import { useId } from 'react'
import { useTranslationOff } from '../hooks/use-translation-availability'
import layout from './form-layout.module.css'
import styles from './retranslate-row.module.css'

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
  variant?: 'ghost' | 'secondary'
}

/**
 * The button under an English field that asks for the translation again, with a polite live note while it runs.
 * While no translation service is configured the button is off and the note says why, so the admin types English.
 */
export function RetranslateRow({
  label,
  text,
  busyText,
  translating,
  disabled,
  onTranslate,
  variant = 'ghost',
}: RetranslateRowProps) {
  const t = useT()
  const noteId = useId()
  const serviceOff = useTranslationOff()
  const note = serviceOff ? t('admin.common.translation_off') : translating ? busyText : ''
  return (
    <div className={layout.translateRow}>
      <Button
        variant={variant}
        size={variant === 'ghost' ? 'small' : undefined}
        className={styles.touch}
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
