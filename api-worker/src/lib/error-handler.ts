import type { ApiFailure, FieldError } from '@shop/domain'
import type { Context, ErrorHandler, NotFoundHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { ZodError } from 'zod'
import { isFieldCause } from './errors'
import { localize } from './messages'

const SERVER_ERROR = 'Sunucu hatası'
const MALFORMED_JSON = 'Geçersiz JSON gövdesi'

/** The single place that renders `{ success: false, message, errors? }`. */
export const handleError: ErrorHandler = (err, c) => {
  if (err instanceof HTTPException) {
    // A failure that carries more than a message (the order's fresh quote) was built whole where it was thrown.
    if (err.res) return err.getResponse()
    if (err.cause instanceof ZodError) return fail(c, err.status, err.message, fieldErrors(err.cause))
    if (isFieldCause(err.cause)) {
      return fail(c, err.status, err.message, [{ field: err.cause.field, message: err.message }])
    }
    // Hono's own JSON parser reports a broken body in English; every other message here is Turkish.
    const message = err.message.startsWith('Malformed JSON') ? MALFORMED_JSON : err.message
    return fail(c, err.status, message || SERVER_ERROR)
  }
  const constraint = constraintViolation(err)
  if (constraint) return fail(c, 409, constraint.message, constraint.errors)
  console.error(`[${c.get('requestId') ?? '-'}] ${c.req.method} ${c.req.path}`, err)
  return fail(c, 500, SERVER_ERROR)
}

export const handleNotFound: NotFoundHandler = (c) => fail(c, 404, 'İstenen adres bulunamadı')

/** Every failure is worded in the caller's language here, whatever language the handler wrote it in. */
function fail(c: Context, status: ContentfulStatusCode, text: string, fieldErrors?: FieldError[]) {
  const language = c.get('lang') ?? 'tr'
  const message = localize(text, language)
  const errors = fieldErrors?.map((error) => ({ ...error, message: localize(error.message, language) }))
  const body: ApiFailure = errors?.length ? { success: false, message, errors } : { success: false, message }
  return c.json(body, status)
}

function fieldErrors(error: ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message }))
}

const CONSTRAINT_PATTERN = /(UNIQUE|CHECK|FOREIGN KEY) constraint failed(?::\s*([\w.]+(?:,\s*[\w.]+)*))?/

/**
 * D1 reports constraint failures as errors whose message names the constraint; drizzle wraps them in its own
 * error with the original as `cause`, so the whole cause chain is searched.
 */
function constraintViolation(err: unknown): { message: string; errors?: FieldError[] } | null {
  for (let current: unknown = err, depth = 0; current instanceof Error && depth < 5; depth++) {
    const match = CONSTRAINT_PATTERN.exec(current.message)
    if (match) {
      const [, kind, target] = match
      if (kind === 'UNIQUE') {
        // A composite key names several columns; only a single column is reported as the offending field.
        const field = target && !target.includes(',') ? target.split('.').pop() : undefined
        const message = 'Bu değer zaten kullanılıyor'
        return field ? { message, errors: [{ field: snakeToCamel(field), message }] } : { message }
      }
      if (kind === 'FOREIGN KEY') return { message: 'İlişkili kayıt bulunamadı veya kullanımda' }
      return { message: 'İşlem veri kurallarına aykırı' }
    }
    current = current.cause
  }
  return null
}

function snakeToCamel(name: string): string {
  return name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())
}
