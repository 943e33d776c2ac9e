import { type OrderStatus, PAYMENT_STATUSES, TRACKING_NUMBER_MAX_LENGTH } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Field, fieldControlClass, Stack } from '@shop/ui'
import { type OrderUpdateValues, statusChoices } from '../lib/update-form'
import { StatusSelect } from './status-select'

interface OrderUpdateFieldsProps {
  /** The order's status as stored: what the status choices are worked out from. */
  current: OrderStatus
  values: OrderUpdateValues
  onChange: (change: Partial<OrderUpdateValues>) => void
}

/** The four fields of the update dialog. */
export function OrderUpdateFields({ current, values, onChange }: OrderUpdateFieldsProps) {
  const t = useT()
  const choices = statusChoices(current)
  return (
    <Stack gap={4}>
      <StatusSelect
        kind="order"
        choices={choices}
        value={values.status}
        hint={t(choices.length === 1 ? 'admin.orders.status_final' : 'admin.orders.status_hint')}
        onChange={(status) => onChange({ status })}
      />
      <StatusSelect
        kind="payment"
        choices={PAYMENT_STATUSES}
        value={values.paymentStatus}
        onChange={(paymentStatus) => onChange({ paymentStatus })}
      />
      <Field label={t('admin.orders.tracking_number')}>
        {(control) => (
          <input
            {...control}
            className={fieldControlClass}
            value={values.trackingNumber}
            maxLength={TRACKING_NUMBER_MAX_LENGTH}
            autoComplete="off"
            onChange={(event) => onChange({ trackingNumber: event.target.value })}
          />
        )}
      </Field>
      <Field label={t('admin.orders.estimated_delivery')}>
        {(control) => (
          <input
            {...control}
            type="date"
            className={fieldControlClass}
            value={values.estimatedDeliveryDate}
            onChange={(event) => onChange({ estimatedDeliveryDate: event.target.value })}
          />
        )}
      </Field>
    </Stack>
  )
}
