import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import worker from '../../../src/index'

export interface RawRequest {
  method: string
  /** Path under the site, `/api/...`, with its query. */
  path: string
  headers?: Record<string, string>
  body?: BodyInit | null
}

export interface RawAnswer {
  status: number
  text: string
}

/** How long one answer may take before it counts as hung (status 0). */
const ANSWER_TIMEOUT_MS = 15_000

/**
 * One request through the real worker's fetch handler (index.ts: routing, security headers, the API, D1), called
 * directly: `exports.default.fetch` of vitest-pool-workers 0.15 gets slower with every request it has carried (300
 * requests for /robots.txt: 3 s, the next 300: 25 s), which thousands of requests cannot afford. Answers its status
 * and body text; status 0 when it hangs.
 */
export async function send(request: RawRequest): Promise<RawAnswer> {
  const answer = (async () => {
    const ctx = createExecutionContext()
    const incoming = new Request(`http://shop.test${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body ?? undefined,
    })
    const res = await worker.fetch(incoming as Parameters<typeof worker.fetch>[0], env, ctx)
    const text = await res.text()
    await waitOnExecutionContext(ctx)
    return { status: res.status, text }
  })()
  let timer: ReturnType<typeof setTimeout> | undefined
  const hung = new Promise<RawAnswer>((resolve) => {
    timer = setTimeout(
      () => resolve({ status: 0, text: `no answer in ${ANSWER_TIMEOUT_MS} ms` }),
      ANSWER_TIMEOUT_MS,
    )
  })
  try {
    return await Promise.race([answer, hung])
  } finally {
    clearTimeout(timer)
  }
}

/** Runs `work` over `items` in batches of `size` at a time (the worker is a single local process). */
export async function inBatches<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>) {
  const results: R[] = []
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(work))))
  }
  return results
}

/** Why an answer breaks the error envelope `{ success: false, message: non-empty }`; null when it keeps it. */
export function envelopeProblem(answer: RawAnswer): string | null {
  let body: unknown
  try {
    body = JSON.parse(answer.text)
  } catch {
    return `not JSON: ${answer.text.slice(0, 80)}`
  }
  const failure = body as { success?: unknown; message?: unknown }
  if (failure?.success !== false) return `success is ${JSON.stringify(failure?.success)}`
  if (typeof failure.message !== 'string' || failure.message.trim() === '') return 'no message'
  return null
}
