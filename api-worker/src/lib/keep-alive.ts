import type { Context } from 'hono'

/** Lets `work` finish after the answer is sent or the client has gone (the request's `waitUntil`). */
export function keepAlive(c: Context, work: Promise<unknown>): void {
  try {
    c.executionCtx.waitUntil(work)
  } catch {
    // No execution context (a direct app.request in tests): let it run on its own.
  }
}
