// One order submission as a real client makes it: wrangler dev's proxy 503s and dropped connections are retried with
// the SAME Idempotency-Key (so a retry can never make a second order) and counted apart, never read as the shop's
// answer. Used by the storm's workers and by its one-key check.
import { answerKind } from './answer-kind.mjs'

const MAX_RETRIES = 8

async function send(baseUrl, token, key, body) {
  try {
    const response = await fetch(`${baseUrl}/api/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'idempotency-key': key,
      },
      body,
    })
    const text = await response.text()
    let parsed = text
    try {
      parsed = JSON.parse(text)
    } catch {
      // not JSON: kept as text for the classifier
    }
    const nosniff = response.headers.get('x-content-type-options') === 'nosniff'
    return {
      status: response.status,
      body: parsed,
      kind: answerKind({ status: response.status, nosniff, body: parsed }),
    }
  } catch (error) {
    return { status: 0, body: String(error.cause?.code ?? error.message), kind: 'network' }
  }
}

/**
 * POSTs the order until the shop itself answers (or the retries run out), counting each proxy 503 and dropped
 * connection in `tally.proxy503` and `tally.networkErrors`. Answers `{ status, body, kind }` (answer-kind.mjs).
 */
export async function submitOrder(baseUrl, token, key, body, tally) {
  for (let tries = 0; ; tries++) {
    const answer = await send(baseUrl, token, key, body)
    if (answer.kind === 'proxy-503' || answer.kind === 'network') {
      tally[answer.kind === 'proxy-503' ? 'proxy503' : 'networkErrors'] += 1
      if (tries < MAX_RETRIES) {
        await new Promise((resolve) => setTimeout(resolve, 50 * (tries + 1)))
        continue
      }
    }
    return answer
  }
}
