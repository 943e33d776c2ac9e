import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { message as word } from './messages'

/**
 * Thrown by handlers and middleware; app.onError turns each into the failure envelope. A message is already worded
 * (`message(key)` from lib/messages.ts, in the request's language); the defaults are the catalogue's general ones.
 */
export const notFound = (message = word('error.not_found')) => new HTTPException(404, { message })
export const unauthorized = (message = word('auth.login_required')) => new HTTPException(401, { message })
export const forbidden = (message = word('auth.access_denied')) => new HTTPException(403, { message })
export const conflict = (message = word('error.conflict')) => new HTTPException(409, { message })
export const badRequest = (message = word('error.bad_request')) => new HTTPException(400, { message })
/** The record changed since the version the caller names in If-Match. */
export const preconditionFailed = (message = word('error.conflict')) => new HTTPException(412, { message })

/** A failure that belongs to one input field; answered with `errors: [{ field, message }]` so a form can show it. */
export interface FieldCause {
  field: string
}

export function isFieldCause(cause: unknown): cause is FieldCause {
  return typeof cause === 'object' && cause !== null && typeof (cause as FieldCause).field === 'string'
}

export const fieldFailure = (status: ContentfulStatusCode, field: string, message: string) =>
  new HTTPException(status, { message, cause: { field } satisfies FieldCause })
