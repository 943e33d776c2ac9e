import { Button } from '@shop/ui'
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

/** The button under an English field that asks for the translation again, with a polite live note while it runs. */
export function RetranslateRow({
  label,
  text,
  busyText,
  translating,
  disabled,
  onTranslate,
  variant = 'ghost',
}: RetranslateRowProps) {
  return (
    <div className={layout.translateRow}>
      <Button
        variant={variant}
        size={variant === 'ghost' ? 'small' : undefined}
        className={styles.touch}
        disabled={disabled}
        loading={translating}
        aria-label={label}
        onClick={onTranslate}
      >
        {text}
      </Button>
      <output className={layout.note} aria-live="polite">
        {translating ? busyText : ''}
      </output>
    </div>
  )
}
