import { env } from 'cloudflare:workers'
import type { Settings } from '@shop/domain'
import type { RecordedRequest, Scenario } from './fake-ai/contract'

type Writable = Record<string, string | undefined>

/** A credential no other test uses, carrying the fake's scenario (see fake-ai/contract.ts). */
export const credential = (scenario: Scenario = 'ok') => `${scenario}-${crypto.randomUUID()}`

/** Stores the settings' translation block as an admin saving the settings card would. */
export async function setTranslationSettings(value: Partial<Settings['translation']>): Promise<void> {
  await env.DB.prepare(
    `insert into settings ("group", value) values ('translation', ?1)
     on conflict ("group") do update set value = excluded.value`,
  )
    .bind(JSON.stringify({ enabled: false, model: 'gemini-2.5-flash', apiKey: '', ...value }))
    .run()
}

export async function clearTranslationSettings(): Promise<void> {
  await env.DB.prepare(`delete from settings where "group" = 'translation'`).run()
}

/**
 * Sets worker variables (Workers AI's account and token, the Gemini secret) for one test; the worker reads the same
 * env object. Answers a function that puts the previous values back.
 */
export function setVars(vars: Writable): () => void {
  const target = env as unknown as Writable
  const previous = Object.fromEntries(Object.keys(vars).map((name) => [name, target[name]]))
  Object.assign(target, vars)
  return () => {
    for (const [name, value] of Object.entries(previous)) {
      if (value === undefined) delete target[name]
      else target[name] = value
    }
  }
}

/** What the fake translation APIs received with this credential. */
export async function receivedWith(key: string): Promise<RecordedRequest[]> {
  const res = await fetch(`${env.GEMINI_API_BASE}/__requests?key=${encodeURIComponent(key)}`)
  return res.json()
}
