import type { FieldError } from '@shop/domain'

/**
 * Every failed call rejects with this: HTTP status (0 for network failure or time-out), message, field errors, and
 * the failure's `data` when the server sent more to show (the fresh quote of a refused order), else undefined.
 */
export class ApiError extends Error {
  readonly status: number
  readonly errors: FieldError[]
  readonly details: unknown

  constructor(status: number, message: string, errors: FieldError[] = [], details?: unknown) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.errors = errors
    this.details = details
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}
