import type { OrderDto } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Button, ConfirmDialog, notify } from '@shop/ui'
import { useState } from 'react'
import { useCancelOrder } from '../api/use-cancel-order'

interface CancelOrderButtonProps {
  order: Pick<OrderDto, '_id' | 'orderNumber' | 'canBeCancelled'>
  size?: 'small' | 'medium'
}

/** Cancels the order after a confirmation; shown only while the server flags the order cancellable. */
export function CancelOrderButton({ order, size = 'small' }: CancelOrderButtonProps) {
  const t = useT()
  const [asking, setAsking] = useState(false)
  const cancel = useCancelOrder()
  if (!order.canBeCancelled) return null
  const confirm = () => {
    setAsking(false)
    cancel.mutate(order._id, {
      onSuccess: () => notify.success(t('orders.cancelled')),
      onError: (error) => notify.error(error.message || t('orders.cancel_failed')),
    })
  }
  return (
    <>
      <Button variant="secondary" size={size} loading={cancel.isPending} onClick={() => setAsking(true)}>
        {t('orders.cancel')}
      </Button>
      <ConfirmDialog
        open={asking}
        message={t('orders.cancel_confirm', { number: order.orderNumber })}
        confirmLabel={t('orders.cancel')}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </>
  )
}
