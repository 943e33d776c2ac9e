import { useT } from '@shop/i18n'
import styles from './quantity-stepper.module.css'

interface QuantityStepperProps {
  value: number
  onChange: (quantity: number) => void
  /** The accessible name of the number field. */
  label: string
  /** The − button is disabled at `min`. */
  min?: number
  /** When given, the + button is disabled at `max`; without it the caller decides what too many means. */
  max?: number
  disabled?: boolean
  size?: 'small' | 'medium'
}

/** − / number / + for a quantity; the caller clamps or refuses values. */
export function QuantityStepper({
  value,
  onChange,
  label,
  min = 1,
  max,
  disabled = false,
  size = 'medium',
}: QuantityStepperProps) {
  const t = useT()
  return (
    <div className={`${styles.stepper} ${size === 'small' ? styles.small : ''}`}>
      <button
        type="button"
        className={styles.button}
        onClick={() => onChange(value - 1)}
        disabled={disabled || value <= min}
        aria-label={t('quantity.decrease')}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        className={styles.input}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={value}
        disabled={disabled}
        aria-label={label}
        onChange={(event) => {
          const next = Number.parseInt(event.target.value, 10)
          if (Number.isFinite(next)) onChange(next)
        }}
      />
      <button
        type="button"
        className={styles.button}
        onClick={() => onChange(value + 1)}
        disabled={disabled || (max !== undefined && value >= max)}
        aria-label={t('quantity.increase')}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  )
}
