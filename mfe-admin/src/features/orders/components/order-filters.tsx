import { ORDER_STATUSES, type OrderStatus, PAYMENT_STATUSES, type PaymentStatus } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Button, Field, fieldControlClass } from '@shop/ui'
import { FilterForm, filterFormClasses } from '../../../components/filter-form'
import type { OrderListParams } from '../lib/list-params'
import { StatusSelect } from './status-select'

interface OrderFiltersProps {
  params: OrderListParams
  onChange: (change: Partial<OrderListParams>) => void
}

/**
 * Search box, order-status and payment-status filters and the filter button (admin.md §2): the choices apply
 * together when the form is sent, and go into the address. Keyed by the address so back/forward refills them.
 */
export function OrderFilters({ params, onChange }: OrderFiltersProps) {
  const t = useT()
  return (
    <FilterForm
      label={t('admin.orders.filters')}
      current={`${params.search}|${params.status}|${params.paymentStatus}`}
      onApply={(text) =>
        onChange({
          search: text('search'),
          status: text('status') as OrderStatus | '',
          paymentStatus: text('paymentStatus') as PaymentStatus | '',
        })
      }
    >
      <div className={filterFormClasses.wide}>
        <Field label={t('admin.orders.search_label')}>
          {(control) => (
            <input
              {...control}
              name="search"
              type="search"
              defaultValue={params.search}
              placeholder={t('admin.orders.search_placeholder')}
              className={fieldControlClass}
            />
          )}
        </Field>
      </div>
      <StatusSelect
        kind="order"
        name="status"
        choices={ORDER_STATUSES}
        defaultValue={params.status}
        anyLabel={t('admin.orders.all_statuses')}
      />
      <StatusSelect
        kind="payment"
        name="paymentStatus"
        choices={PAYMENT_STATUSES}
        defaultValue={params.paymentStatus}
        anyLabel={t('admin.orders.all_payment_statuses')}
      />
      <Button type="submit" className={filterFormClasses.action}>
        {t('admin.common.filter')}
      </Button>
    </FilterForm>
  )
}
