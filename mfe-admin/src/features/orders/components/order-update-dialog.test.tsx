import type { OrderDto } from '@shop/domain'
import { allMessagesFor } from '@shop/i18n/messages/all'
import { sessionRefusedAtom, shopStore } from '@shop/state'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { toast } from 'sonner'
import { describe, expect, it } from 'vitest'
import { fail, ok, settingsHandler, spyOnToasts, startApiServer } from '../../../test/api-server'
import { renderAdmin } from '../../../test/render-admin'
import { order, orderListHandler } from '../test/order-fixtures'

const tr = allMessagesFor('tr')
const server = startApiServer(settingsHandler())
spyOnToasts()

async function openUpdate(row: OrderDto) {
  renderAdmin('/admin/orders')
  await userEvent.click(await screen.findByRole('button', { name: `Düzenle: ${row.orderNumber}` }))
  return screen.getByRole('dialog', { name: `Siparişi güncelle: ${row.orderNumber}` })
}

const optionsOf = (select: HTMLElement) =>
  [...(select as HTMLSelectElement).options].map((option) => option.textContent)

describe('order update dialog', () => {
  it('offers only the statuses the order can move to', async () => {
    const shipped = order('o1', 'ORD-1', { status: 'shipped', trackingNumber: 'YK-1' })
    server.use(orderListHandler(() => [shipped]))
    const dialog = await openUpdate(shipped)
    const status = within(dialog).getByLabelText(tr['order_status.label'])
    expect(optionsOf(status)).toEqual(['Kargoya Verildi', 'İşleniyor', 'Teslim Edildi', 'İptal Edildi'])
    expect((status as HTMLSelectElement).value).toBe('shipped')
    expect(optionsOf(within(dialog).getByLabelText(tr['payment_status.label']))).toEqual([
      'Ödeme bekleniyor',
      'Ödendi',
      'Ödeme başarısız',
      'Ödeme iptal edildi',
    ])
    expect(
      (within(dialog).getByLabelText(tr['admin.orders.tracking_number']) as HTMLInputElement).value,
    ).toBe('YK-1')
    const date = within(dialog).getByLabelText(tr['admin.orders.estimated_delivery']) as HTMLInputElement
    expect(date.type).toBe('date')
    // Nothing changed yet: nothing to send.
    expect(
      within(dialog).getByRole('button', { name: tr['admin.common.update'] }).hasAttribute('disabled'),
    ).toBe(true)
  })

  it('keeps a typed tracking number through a new sign-in, for the same order', async () => {
    const processing = order('o1', 'ORD-1', { status: 'processing' })
    server.use(orderListHandler(() => [processing]))
    const tracking = (dialog: HTMLElement) =>
      within(dialog).getByLabelText(tr['admin.orders.tracking_number']) as HTMLInputElement
    await userEvent.type(tracking(await openUpdate(processing)), 'YK-555')
    act(() => shopStore.set(sessionRefusedAtom))
    cleanup()

    const dialog = await openUpdate(processing)
    expect(tracking(dialog).value).toBe('YK-555')
    expect(within(dialog).getByText(tr['session_draft.restored']).tagName).toBe('OUTPUT')
    expect(
      within(dialog).getByRole('button', { name: tr['admin.common.update'] }).hasAttribute('disabled'),
    ).toBe(false)
  })

  it('lets a delivered order keep only its status, and says why', async () => {
    const delivered = order('o1', 'ORD-1', { status: 'delivered', paymentStatus: 'completed' })
    server.use(orderListHandler(() => [delivered]))
    const dialog = await openUpdate(delivered)
    expect(optionsOf(within(dialog).getByLabelText(tr['order_status.label']))).toEqual(['Teslim Edildi'])
    expect(dialog.textContent).toContain(tr['admin.orders.status_final'])
  })

  it('sends only the changed fields, says the spec text and shows the new state in the table', async () => {
    let current = order('o1', 'ORD-1', { status: 'processing' })
    let body: unknown = null
    server.use(
      orderListHandler(() => [current]),
      http.patch('*/api/orders/:id/status', async ({ request, params }) => {
        body = await request.json()
        expect(params.id).toBe('o1')
        current = {
          ...current,
          status: 'shipped',
          trackingNumber: 'YK-987',
          estimatedDeliveryDate: '2025-06-05',
        }
        return ok({ order: current })
      }),
    )
    const dialog = await openUpdate(current)
    await userEvent.selectOptions(within(dialog).getByLabelText(tr['order_status.label']), 'shipped')
    await userEvent.type(within(dialog).getByLabelText(tr['admin.orders.tracking_number']), ' YK-987 ')
    const date = within(dialog).getByLabelText(tr['admin.orders.estimated_delivery'])
    await userEvent.type(date, '2025-06-05')
    await userEvent.click(within(dialog).getByRole('button', { name: tr['admin.common.update'] }))

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Sipariş durumu güncellendi', expect.anything()),
    )
    expect(body).toEqual({ status: 'shipped', trackingNumber: 'YK-987', estimatedDeliveryDate: '2025-06-05' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const row = screen.getAllByRole('row')[1] as HTMLElement
    await waitFor(() => expect(within(row).getByText(tr['order_status.shipped'])).toBeTruthy())
  })

  it('shows the server message of a refused change and keeps the dialog open', async () => {
    const cancelled = order('o1', 'ORD-1', { status: 'cancelled', paymentStatus: 'cancelled' })
    const refusal =
      'Kompozit Dolgu için yeterli stok yok (siparişte 2, stokta 1 adet); sipariş yeniden açılamadı'
    let body: unknown = null
    server.use(
      orderListHandler(() => [cancelled]),
      http.patch('*/api/orders/:id/status', async ({ request }) => {
        body = await request.json()
        return fail(409, refusal, [{ field: 'status', message: refusal }])
      }),
    )
    const dialog = await openUpdate(cancelled)
    expect(optionsOf(within(dialog).getByLabelText(tr['order_status.label']))).toEqual([
      'İptal Edildi',
      'Beklemede',
      'Onaylandı',
    ])
    await userEvent.selectOptions(within(dialog).getByLabelText(tr['order_status.label']), 'confirmed')
    await userEvent.click(within(dialog).getByRole('button', { name: tr['admin.common.update'] }))
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(refusal, expect.anything()))
    // The payment status was left alone: the server's re-open rule decides it.
    expect(body).toEqual({ status: 'confirmed' })
    expect(screen.getByRole('dialog')).toBeTruthy()
    expect(toast.success).not.toHaveBeenCalled()
  })

  it("falls back to 'Durum güncellenemedi' when the call gets no answer, and cancel closes without a call", async () => {
    const pending = order('o1', 'ORD-1')
    let calls = 0
    server.use(
      orderListHandler(() => [pending]),
      http.patch('*/api/orders/:id/status', () => {
        calls += 1
        return HttpResponse.error()
      }),
    )
    const dialog = await openUpdate(pending)
    await userEvent.selectOptions(within(dialog).getByLabelText(tr['payment_status.label']), 'completed')
    await userEvent.click(within(dialog).getByRole('button', { name: tr['admin.common.update'] }))
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Durum güncellenemedi', expect.anything()))
    expect(calls).toBe(1)

    await userEvent.click(within(dialog).getByRole('button', { name: tr['admin.common.cancel'] }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(calls).toBe(1)
  })
})
