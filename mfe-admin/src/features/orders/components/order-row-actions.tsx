import type { OrderDto } from '@shop/domain'
import { useT } from '@shop/i18n'
import { EditIcon, ShowIcon } from '../../../components/icons'
import { RowAction, RowActions } from '../../../components/row-action'

interface OrderRowActionsProps {
  order: OrderDto
  onView: (order: OrderDto) => void
  onEdit: (order: OrderDto) => void
}

/** View details (the detail dialog) and edit (the update dialog), each naming the order it acts on. */
export function OrderRowActions({ order, onView, onEdit }: OrderRowActionsProps) {
  const t = useT()
  return (
    <RowActions>
      <RowAction
        label={t('admin.orders.view_label', { number: order.orderNumber })}
        hint={t('admin.orders.view')}
        icon={<ShowIcon />}
        onClick={() => onView(order)}
      />
      <RowAction
        label={t('admin.orders.edit_label', { number: order.orderNumber })}
        hint={t('admin.common.edit')}
        icon={<EditIcon />}
        onClick={() => onEdit(order)}
      />
    </RowActions>
  )
}
