import { TOAST_DURATION_MS } from '@shop/domain'
import { toast } from 'sonner'

/** Toasts with the spec's durations (success 3 s, error 5 s; others take the Toaster's 4 s). */
export const notify = {
  success: (message: string) => toast.success(message, { duration: TOAST_DURATION_MS.success }),
  error: (message: string) => toast.error(message, { duration: TOAST_DURATION_MS.error }),
  info: (message: string) => toast(message),
}
