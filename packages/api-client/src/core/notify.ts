import { TOAST_DURATION_MS } from '@shop/domain'

type Toast = typeof import('sonner').toast

/**
 * Dispatched on `window` when a toast waits for sonner: every app bundles its own copy of this module, and the one
 * <Toaster> (the shell's) mounts on any copy's first toast.
 */
export const TOAST_WANTED_EVENT = 'shop:toast-wanted'

let toast: Toast | null = null
let loading: Promise<Toast> | null = null
/** Toasts raised before sonner arrived, in order; kept when its download fails, for the next try. */
const queue: ((api: Toast) => void)[] = []

function raiseQueued(api: Toast): void {
  for (const raise of queue.splice(0)) raise(api)
}

/**
 * sonner's `toast`, fetched once (a shared singleton: every app's copy of this module gets the same one, so the
 * shell's <Toaster> shows them all), then the queued toasts raised. Kept off the first load: asked for by the first
 * interaction or the first toast. A failed download is tried again by the next call.
 */
export function loadToasts(): Promise<Toast> {
  loading ??= import('sonner').then(
    (module) => {
      toast = module.toast
      raiseQueued(module.toast)
      return module.toast
    },
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

/** Shows a toast now when sonner is in, else once it arrives (sonner shows one raised before its <Toaster> mounts). */
function show(raise: (api: Toast) => void): void {
  if (toast) {
    raise(toast)
    return
  }
  queue.push(raise)
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(TOAST_WANTED_EVENT))
  loadToasts().catch((error: unknown) => console.error('toast waiting: the toaster did not load', error))
}

/**
 * Toasts with the spec's durations (success 3 s, error 5 s; others take the Toaster's 4 s). A toast raised with an
 * `id` replaces the one showing under that id (a form's success takes its last failure's place), and `dismiss(id)` takes it away once it no longer holds.
 */
export const notify = {
  success: (message: string, options: { id?: string } = {}) =>
    show((api) => api.success(message, { duration: TOAST_DURATION_MS.success, ...options })),
  error: (message: string, options: { id?: string } = {}) =>
    show((api) => api.error(message, { duration: TOAST_DURATION_MS.error, ...options })),
  info: (message: string) => show((api) => api(message)),
  dismiss: (id: string) => show((api) => api.dismiss(id)),
}
