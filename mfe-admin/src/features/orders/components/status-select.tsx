import type { OrderStatus, PaymentStatus } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Field, fieldControlClass } from '@shop/ui'

interface CommonProps {
  /** Form field name, for a select read from the form when it is sent (filters). */
  name?: string
  /** Controlled value (with `onChange`) or, for an uncontrolled select, `defaultValue`. */
  value?: string
  defaultValue?: string
  hint?: string
  /** Text of a first, empty choice meaning "any" (filters). */
  anyLabel?: string
}

interface OrderStatusSelectProps extends CommonProps {
  kind: 'order'
  choices: readonly OrderStatus[]
  onChange?: (status: OrderStatus) => void
}

interface PaymentStatusSelectProps extends CommonProps {
  kind: 'payment'
  choices: readonly PaymentStatus[]
  onChange?: (status: PaymentStatus) => void
}

export type StatusSelectProps = OrderStatusSelectProps | PaymentStatusSelectProps

/** The labelled order-status or payment-status select of the filters and the update dialog. */
export function StatusSelect(props: StatusSelectProps) {
  const t = useT()
  const { name, value, defaultValue, hint, anyLabel } = props
  const label = t(props.kind === 'order' ? 'order_status.label' : 'payment_status.label')
  const options =
    props.kind === 'order'
      ? props.choices.map((status) => ({ status, text: t(`order_status.${status}`) }))
      : props.choices.map((status) => ({ status, text: t(`payment_status.${status}`) }))
  const choose = (chosen: string) => {
    if (props.kind === 'order') {
      const status = props.choices.find((choice) => choice === chosen)
      if (status) props.onChange?.(status)
    } else {
      const status = props.choices.find((choice) => choice === chosen)
      if (status) props.onChange?.(status)
    }
  }
  return (
    <Field label={label} hint={hint}>
      {(control) => (
        <select
          {...control}
          name={name}
          value={value}
          defaultValue={defaultValue}
          className={fieldControlClass}
          onChange={props.onChange ? (event) => choose(event.target.value) : undefined}
        >
          {anyLabel !== undefined && <option value="">{anyLabel}</option>}
          {options.map(({ status, text }) => (
            <option key={status} value={status}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
