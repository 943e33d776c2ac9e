/** Every API answer has one of these two shapes. */
export interface Pagination {
  page: number
  limit: number
  total: number
  pages: number
  /**
   * The list counted no further than this: there are at least `total` results (the shop shows "1.000+"). Counting
   * stops a fixed distance past the page asked for, so no list reads rows in proportion to the catalogue.
   */
  totalIsLowerBound?: true
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

export function paginate(page: number, limit: number, total: number, totalIsLowerBound = false): Pagination {
  const pagination: Pagination = { page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) }
  return totalIsLowerBound ? { ...pagination, totalIsLowerBound: true } : pagination
}
