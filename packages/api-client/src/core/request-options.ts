import { REQUEST_TIMEOUT_MS } from '@shop/domain'

export const API_BASE = '/api'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export type QueryValue = string | number | boolean | null | undefined
export type QueryParams = Record<string, QueryValue>

/** A request header that turns off the error toast for that call, as in the spec. */
export const SUPPRESS_TOAST_HEADER = 'X-Suppress-Error-Toast'

export interface RequestOptions {
  query?: QueryParams
  /** JSON-encoded unless it is FormData. */
  body?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
  /** Milliseconds; 10 s by default, `UPLOAD_TIMEOUT.single` / `.multiple` for uploads. */
  timeoutMs?: number
  /** No error toast for this call; the caller shows its own message. */
  suppressErrorToast?: boolean
  /**
   * A 401 still clears the stored session but neither navigates nor toasts: for the start-up session check, where
   * the route guards decide whether the page needs a login.
   */
  quietUnauthorized?: boolean
  /**
   * The server answers a repeat of this call as it answered the first (it carries an Idempotency-Key): an answer lost
   * on the way, or one that did not come from the API, is sent again once.
   */
  repeatable?: boolean
}

export const UPLOAD_TIMEOUT = {
  single: REQUEST_TIMEOUT_MS.singleUpload,
  multiple: REQUEST_TIMEOUT_MS.multipleUpload,
} as const
