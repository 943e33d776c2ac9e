import { HTTPException } from 'hono/http-exception'

/** Thrown by handlers and middleware; app.onError turns each into the failure envelope. */
export const notFound = (message = 'Kayıt bulunamadı') => new HTTPException(404, { message })
export const unauthorized = (message = 'Bu işlem için giriş yapmanız gerekiyor') =>
  new HTTPException(401, { message })
export const forbidden = (message = 'Bu işlem için yetkiniz yok') => new HTTPException(403, { message })
export const conflict = (message = 'Kayıt çakışması') => new HTTPException(409, { message })
