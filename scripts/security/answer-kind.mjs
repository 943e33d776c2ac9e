/**
 * What one order attempt's answer means. The shop's own answers always carry its security headers (nosniff) and,
 * when they refuse, the `{ success: false, message }` envelope; wrangler dev's proxy answers 503 ("worker restarted
 * mid-request") without either, so a 503 that is not the shop's is counted apart and retried with the same
 * Idempotency-Key rather than read as the shop failing.
 *
 * @param {{ status: number, nosniff: boolean, body: unknown }} answer
 * @returns {'created' | 'out-of-stock' | 'proxy-503' | 'failure'}
 */
export function answerKind({ status, nosniff, body }) {
  const envelope = isEnvelope(body)
  if (status === 201 && nosniff && isCreated(body)) return 'created'
  if (status === 409 && nosniff && envelope) return 'out-of-stock'
  if (status === 503 && !(nosniff && envelope)) return 'proxy-503'
  return 'failure'
}

function isEnvelope(body) {
  return isRecord(body) && body.success === false && typeof body.message === 'string' && body.message !== ''
}

function isCreated(body) {
  return isRecord(body) && body.success === true && isRecord(body.data) && isRecord(body.data.order)
}

function isRecord(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
