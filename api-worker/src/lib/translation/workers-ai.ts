import { cleanTranslation } from './clean'
import {
  baseUrl,
  postJson,
  TRANSLATION_TIMEOUT_MS,
  TranslationFailure,
  type TranslationProvider,
} from './provider'

export const CF_API_DEFAULT_BASE = 'https://api.cloudflare.com'
export const WORKERS_AI_MODEL = '@cf/meta/m2m100-1.2b'

export interface WorkersAiConfig {
  accountId: string
  token: string
  /** CF_API_BASE; Cloudflare's API host when unset. */
  baseUrl?: string
  timeoutMs?: number
}

interface RunAnswer {
  success?: unknown
  result?: { translated_text?: unknown }
}

/**
 * Workers AI's m2m100 translation model over the REST API (no `[ai]` binding, which would make every local
 * `wrangler dev` need a Cloudflare login). The model takes no instructions, so context and type are not sent.
 */
export function workersAiProvider(config: WorkersAiConfig): TranslationProvider {
  const url = `${baseUrl(config.baseUrl, CF_API_DEFAULT_BASE)}/client/v4/accounts/${encodeURIComponent(config.accountId)}/ai/run/${WORKERS_AI_MODEL}`
  return {
    name: 'workers-ai',
    model: WORKERS_AI_MODEL,
    async translate(text) {
      const answer = (await postJson(
        url,
        { Authorization: `Bearer ${config.token}` },
        { text, source_lang: 'turkish', target_lang: 'english' },
        config.timeoutMs ?? TRANSLATION_TIMEOUT_MS,
      )) as RunAnswer | null
      if (answer?.success !== true) throw new TranslationFailure('the answer does not report success')
      const raw = answer.result?.translated_text
      const translated = typeof raw === 'string' ? cleanTranslation(raw, text) : ''
      if (!translated) throw new TranslationFailure('the answer holds no translated_text')
      return translated
    },
  }
}
