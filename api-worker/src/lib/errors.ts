import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** Thrown by handlers and middleware; app.onError turns each into the failure envelope. */
export const notFound = (message = 'Kayıt bulunamadı') => new HTTPException(404, { message })
export const unauthorized = (message = 'Bu işlem için giriş yapmanız gerekiyor') =>
  new HTTPException(401, { message })
export const forbidden = (message = 'Bu işlem için yetkiniz yok') => new HTTPException(403, { message })
export const conflict = (message = 'Kayıt çakışması') => new HTTPException(409, { message })
export const badRequest = (message = 'Geçersiz istek') => new HTTPException(400, { message })

/** A failure that belongs to one input field; answered with `errors: [{ field, message }]` so a form can show it. */
export interface FieldCause {
  field: string
}

export function isFieldCause(cause: unknown): cause is FieldCause {
  return typeof cause === 'object' && cause !== null && typeof (cause as FieldCause).field === 'string'
}

export const fieldFailure = (status: ContentfulStatusCode, field: string, message: string) =>
  new HTTPException(status, { message, cause: { field } satisfies FieldCause })
