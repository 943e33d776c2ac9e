import type { TRANSLATION_CONTEXTS, TRANSLATION_TYPES, TranslationProviderName } from '@shop/domain'

export type TranslationContext = (typeof TRANSLATION_CONTEXTS)[number]
export type TranslationType = (typeof TRANSLATION_TYPES)[number]

/** What the text is, so a model can match its length and register (a name stays a name). */
export interface TranslateOptions {
  context: TranslationContext
  type: TranslationType
}

/** A Turkish → English translator behind one call; every failure is a TranslationFailure. */
export interface TranslationProvider {
  readonly name: TranslationProviderName
  readonly model: string
  translate(text: string, options: TranslateOptions): Promise<string>
}

/** A provider that could not give a translation: unreachable, timed out, non-2xx, unreadable or empty answer. */
export class TranslationFailure extends Error {
  override readonly name = 'TranslationFailure'
}

/** A translation call waits this long before giving up (the admin screens' own request time-out is 10 s too). */
export const TRANSLATION_TIMEOUT_MS = 10_000

/**
 * POSTs JSON and reads a JSON answer, turning every way it can go wrong into a TranslationFailure. The failure's
 * message names the status and a short piece of the answer for the log, never the request's credentials.
 */
export async function postJson(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  timeoutMs: number,
): Promise<unknown> {
  let res: Response
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : error
    throw new TranslationFailure(`request failed: ${String(reason)}`)
  }
  let text: string
  try {
    text = await res.text()
  } catch (error) {
    throw new TranslationFailure(`reading the answer failed: ${String(error)}`)
  }
  if (!res.ok) throw new TranslationFailure(`answered ${res.status}: ${text.slice(0, 200)}`)
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new TranslationFailure(`answered ${res.status} with a body that is not JSON: ${text.slice(0, 200)}`)
  }
}

/** A base URL without its trailing slashes, or the default when none is configured. */
export function baseUrl(configured: string | undefined, fallback: string): string {
  return (configured?.trim() || fallback).replace(/\/+$/, '')
}
