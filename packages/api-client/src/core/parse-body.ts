import type { ApiBody, FieldError, Pagination } from '@shop/domain'
import { ApiError } from './api-error'
import { clientMessage } from './messages'

export interface ApiResult<T> {
  data: T
  pagination?: Pagination
}

function isEnvelope(body: unknown): body is ApiBody<unknown> {
  return typeof body === 'object' && body !== null && 'success' in body
}

function fieldErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return []
  return value.filter(
    (entry): entry is FieldError =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof entry.field === 'string' &&
      typeof entry.message === 'string',
  )
}

/**
 * Turns a response into data or an ApiError. A body that is not our JSON envelope (an HTML fallback page, a proxy
 * error) is a failure with the generic message, never data.
 */
export async function parseBody<T>(response: Response): Promise<ApiResult<T>> {
  const text = await response.text()
  let body: unknown = null
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    body = null
  }
  if (!isEnvelope(body)) throw new ApiError(response.status, clientMessage('error.generic'))
  if (body.success && response.ok) {
    return body.pagination ? { data: body.data as T, pagination: body.pagination } : { data: body.data as T }
  }
  const message = !body.success && typeof body.message === 'string' && body.message ? body.message : ''
  const errors = body.success ? [] : fieldErrors(body.errors)
  const details = !body.success && 'data' in body ? body.data : undefined
  throw new ApiError(
    response.ok ? 500 : response.status,
    message || clientMessage('error.generic'),
    errors,
    details,
  )
}
