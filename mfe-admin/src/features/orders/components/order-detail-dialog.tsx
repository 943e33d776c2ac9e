import type { OrderDto } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Button } from '@shop/ui'
import { Modal } from '../../../components/modal'
import { QueryState } from '../../../components/query-state'
import { useAdminOrder } from '../api/get-admin-order'
import { OrderDetail } from './order-detail'

interface OrderDetailDialogProps {
  order: OrderDto
  open: boolean
  onClose: () => void
}

/** Loads the order with its history only while open (the Modal renders its body only then). */
function DetailBody({ id }: { id: string }) {
  const t = useT()
  const query = useAdminOrder(id)
  return (
    <QueryState query={query} errorTitle={t('admin.orders.detail_error')}>
      {(detail) => <OrderDetail detail={detail} />}
    </QueryState>
  )
}

/** The view-details dialog of a row (admin.md §2), titled with the order number. */
export function OrderDetailDialog({ order, open, onClose }: OrderDetailDialogProps) {
  const t = useT()
  return (
    <Modal
      open={open}
      size="large"
      title={t('admin.orders.detail_title', { number: order.orderNumber })}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('admin.common.close')}
        </Button>
      }
    >
      <DetailBody id={order._id} />
    </Modal>
  )
}
