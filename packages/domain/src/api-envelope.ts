/** Every API answer has one of these two shapes. */
export interface Pagination {
  page: number
  limit: number
  total: number
  pages: number
}

export interface ApiSuccess<T> {
  success: true
  data: T
  pagination?: Pagination
}

export interface FieldError {
  field: string
  message: string
}

export interface ApiFailure {
  success: false
  message: string
  errors?: FieldError[]
}

export type ApiBody<T> = ApiSuccess<T> | ApiFailure

export function paginate(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) }
}
