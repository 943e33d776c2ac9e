export type BatchFailure = 'stock' | 'product' | 'order_number' | 'idempotency'

/** What made an order batch fail, read from the constraint D1 names (drizzle wraps D1's error as `cause`). */
export function batchFailure(error: unknown): BatchFailure | null {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const text = current.message
    if (/CHECK constraint failed/.test(text)) return 'stock'
    if (/FOREIGN KEY constraint failed/.test(text)) return 'product'
    if (/UNIQUE constraint failed: orders\.order_number/.test(text)) return 'order_number'
    if (/UNIQUE constraint failed: orders\.user_id, orders\.idempotency_key/.test(text)) return 'idempotency'
    current = current.cause
  }
  return null
}
