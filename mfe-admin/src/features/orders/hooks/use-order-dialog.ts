import type { OrderDto } from '@shop/domain'
import { useCallback, useState } from 'react'

/**
 * Which order a dialog shows and whether it is open. Closing keeps the order, so the dialog stays mounted while the
 * native <dialog> closes and hands focus back to the button that opened it.
 */
export function useOrderDialog() {
  const [state, setState] = useState<{ order: OrderDto; open: boolean; opened: number } | null>(null)
  const openFor = useCallback(
    (order: OrderDto) => setState((now) => ({ order, open: true, opened: (now?.opened ?? 0) + 1 })),
    [],
  )
  const close = useCallback(() => setState((now) => (now ? { ...now, open: false } : now)), [])
  return {
    order: state?.order ?? null,
    open: state?.open ?? false,
    /** Changes with every opening, to start a form afresh. */
    key: state ? `${state.order._id}-${state.opened}` : 'none',
    openFor,
    close,
  }
}
