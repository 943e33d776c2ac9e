/** How long a repeatable request waits before it is sent the second time. */
export const SEND_AGAIN_AFTER_MS = 300

/**
 * An answer the API did not write: a 5xx that is not its JSON envelope (a proxy's or the platform's "try again",
 * such as `wrangler dev`'s 503 for a POST that met a closing connection). The API's own 5xx is JSON and stands.
 */
export function cameFromOutsideApi(response: Response): boolean {
  const type = response.headers.get('content-type') ?? ''
  return response.status >= 500 && !type.includes('application/json')
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        resolve()
      },
      { once: true },
    )
  })
}

/**
 * Sends a request; when the caller marked it `repeatable` (it carries an Idempotency-Key: the server answers a repeat
 * with what the first one did) and its answer was lost or came from outside the API, sends it once more, so a
 * dropped connection does not fail the shopper's order. Nothing is sent again after the caller cancelled or the
 * time-out passed (`signal`).
 */
export async function sendAgainOnceIfLost(
  send: () => Promise<Response>,
  repeatable: boolean,
  signal: AbortSignal,
): Promise<Response> {
  if (!repeatable) return send()
  try {
    const first = await send()
    if (!cameFromOutsideApi(first)) return first
    // Its text is not read; the connection is let go without waiting for it.
    first.body?.cancel().catch(() => undefined)
  } catch (cause) {
    if (signal.aborted) throw cause
  }
  await pause(SEND_AGAIN_AFTER_MS, signal)
  return send()
}
