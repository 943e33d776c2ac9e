/** What the fake translation APIs (server.ts) and the tests that read them agree on; no Node imports here. */

/** One request the fake received. */
export interface RecordedRequest {
  provider: 'gemini' | 'workers-ai'
  path: string
  /** Gemini: the model from the path; Workers AI: the account id. */
  target: string
  body: unknown
}

/** Scenarios picked by a substring of the credential (the Gemini key or the Workers AI token). */
export const SCENARIOS = ['fail-500', 'garbage', 'empty', 'hang', 'slow', 'wrapped'] as const
export type Scenario = (typeof SCENARIOS)[number] | 'ok'

/** A source text containing this fails with a 500 whatever the credential (one bad item in a batch). */
export const FAIL_MARKER = '[[fail]]'

/** How long the `slow` scenario waits before answering. */
export const SLOW_MS = 400

/** The fake's translation of a Turkish text. */
export const fakeTranslation = (turkish: string) => `[en] ${turkish}`

/** The line after which the Gemini prompt carries the text to translate. */
export const PROMPT_MARKER = 'Turkish text:\n'
