import type { OrderDto } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Button, notify, Stack, useDraftThroughSignIn, useUnsavedChangesPrompt } from '@shop/ui'
import { useId, useState } from 'react'
import { Modal } from '../../../components/modal'
import { notifyFailure } from '../../../lib/notify-failure'
import { useUpdateOrderStatus } from '../api/update-order-status'
import { initialUpdateValues, updateBody } from '../lib/update-form'
import { OrderUpdateFields } from './order-update-fields'

interface OrderUpdateDialogProps {
  order: OrderDto
  open: boolean
  onClose: () => void
}

/**
 * The update-order dialog (admin.md §2): status (only the moves the domain allows from the current one), payment
 * status, tracking number and estimated delivery date; sends only what changed. Toasts per admin.md §8.
 */
export function OrderUpdateDialog({ order, open, onClose }: OrderUpdateDialogProps) {
  const t = useT()
  const formId = useId()
  const [initial] = useState(() => initialUpdateValues(order))
  const [values, setValues] = useState(initial)
  const update = useUpdateOrderStatus()
  const body = updateBody(initial, values)
  const changed = Object.keys(body).length > 0
  // The dialog stays mounted after closing: only an open one with changes holds anything unsaved.
  const unsavedPrompt = useUnsavedChangesPrompt(open && changed)
  const draft = useDraftThroughSignIn({
    formKey: `admin.order-update:${order._id}`,
    isDirty: open && changed,
    values: () => values,
    restore: setValues,
  })

  return (
    <Modal
      open={open}
      title={t('admin.orders.update_title', { number: order.orderNumber })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            {t('admin.common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={update.isPending} disabled={!changed}>
            {t('admin.common.update')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (!changed || update.isPending) return
          update.mutate(
            { id: order._id, body },
            {
              onSuccess: () => {
                notify.success(t('admin.orders.updated'))
                onClose()
              },
              onError: (error) => notifyFailure(error, t('admin.orders.update_failed')),
            },
          )
        }}
      >
        <Stack>
          {draft.notice}
          <OrderUpdateFields
            current={order.status}
            values={values}
            onChange={(change) => setValues((now) => ({ ...now, ...change }))}
          />
        </Stack>
        {unsavedPrompt}
      </form>
    </Modal>
  )
}
