import type { ApiFailure, FieldError } from '@shop/domain'
import type { Context, ErrorHandler, NotFoundHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { ZodError } from 'zod'
import { isFieldCause } from './errors'
import { message } from './messages'

/** The single place that renders `{ success: false, message, errors? }`. */
export const handleError: ErrorHandler = (err, c) => {
  if (err instanceof HTTPException) {
    // A failure that carries more than a message (the order's fresh quote) was built whole where it was thrown.
    if (err.res) return err.getResponse()
    if (err.cause instanceof ZodError) return fail(c, err.status, err.message, fieldErrors(err.cause))
    if (isFieldCause(err.cause)) {
      return fail(c, err.status, err.message, [{ field: err.cause.field, message: err.message }])
    }
    // Hono's own JSON parser words a broken body itself; every other message here comes from the catalogue.
    const text = err.message.startsWith('Malformed JSON') ? message('error.malformed_json') : err.message
    return fail(c, err.status, text || message('error.server'))
  }
  const constraint = constraintViolation(err)
  if (constraint) return fail(c, 409, constraint.message, constraint.errors)
  console.error(`[${c.get('requestId') ?? '-'}] ${c.req.method} ${c.req.path}`, err)
  return fail(c, 500, message('error.server'))
}

export const handleNotFound: NotFoundHandler = (c) => fail(c, 404, message('error.route_not_found'))

/** Messages arrive worded in the caller's language: handlers and schemas pass catalogue keys to `message()`. */
function fail(c: Context, status: ContentfulStatusCode, message: string, errors?: FieldError[]) {
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
        const text = message('error.value_taken')
        return field
          ? { message: text, errors: [{ field: snakeToCamel(field), message: text }] }
          : { message: text }
      }
      if (kind === 'FOREIGN KEY') return { message: message('error.related_record') }
      return { message: message('error.data_rule') }
    }
    current = current.cause
  }
  return null
}

function snakeToCamel(name: string): string {
  return name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())
}
