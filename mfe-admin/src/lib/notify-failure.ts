import { isApiError } from '@shop/api-client'
import { notify } from '@shop/ui'

/**
 * The error toasts of admin.md §8 for a failed admin call (made with `suppressErrorToast`): with `eachFieldError`
 * every entry of the answer's errors list is its own toast (product and category saves); otherwise the server's
 * message, else the given fallback (e.g. 'Ürünler silinirken hata oluştu').
 */
export function notifyFailure(error: unknown, fallback: string, options: { eachFieldError?: boolean } = {}) {
  if (isApiError(error) && error.status === 401) return // the client already sent the browser to /login
  if (isApiError(error) && options.eachFieldError && error.errors.length > 0) {
    for (const entry of error.errors) notify.error(entry.message)
    return
  }
  const message = isApiError(error) && error.status !== 0 && error.message ? error.message : fallback
  notify.error(message)
}
