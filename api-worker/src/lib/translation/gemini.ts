import { cleanTranslation } from './clean'
import {
  baseUrl,
  postJson,
  TRANSLATION_TIMEOUT_MS,
  type TranslateOptions,
  type TranslationContext,
  TranslationFailure,
  type TranslationProvider,
  type TranslationType,
} from './provider'

export const GEMINI_DEFAULT_BASE = 'https://generativelanguage.googleapis.com'

export interface GeminiConfig {
  apiKey: string
  model: string
  /** GEMINI_API_BASE; the Google host when unset. */
  baseUrl?: string
  timeoutMs?: number
}

const CONTEXTS: Record<TranslationContext, string> = {
  product: 'a dental product',
  category: 'a product category',
  description: 'a product',
  seo: 'a page of the shop, for search engines',
  general: 'the shop',
}

const TYPES: Record<TranslationType, string> = {
  name: 'It is a name: answer with the name alone, about as short as the Turkish, capitalised as an English product name would be.',
  description:
    'It is a description: translate all of it, keeping its sentences, line breaks and any HTML tags; do not shorten or add to it.',
  meta: 'It is search-engine metadata (a title, description or keywords): keep it about as long as the Turkish and keep any comma-separated list a list.',
}

/** The instruction sent with the text: the answer must be the translation alone, terminology kept. */
export function geminiPrompt(text: string, { context, type }: TranslateOptions): string {
  return [
    `Translate the Turkish text below into English for the website of a dental supply shop. The text belongs to ${CONTEXTS[context]}.`,
    TYPES[type],
    'Keep dental and medical terminology precise; leave brand names, model names, codes, sizes and units as they are.',
    'Answer with the English translation only: no quotes, no Markdown, no notes or alternatives.',
    '',
    'Turkish text:',
    text,
  ].join('\n')
}

interface GenerateContentAnswer {
  candidates?: { content?: { parts?: { text?: unknown; thought?: unknown }[] }; finishReason?: string }[]
  promptFeedback?: { blockReason?: string }
}

/** Gemini's generateContent REST call (v1beta), the key in the x-goog-api-key header rather than the URL. */
export function geminiProvider(config: GeminiConfig): TranslationProvider {
  const url = `${baseUrl(config.baseUrl, GEMINI_DEFAULT_BASE)}/v1beta/models/${encodeURIComponent(config.model)}:generateContent`
  // 2.5 Flash models think before answering unless told not to; a translation does not need it and it costs seconds.
  const thinking = config.model.startsWith('gemini-2.5-flash')
    ? { thinkingConfig: { thinkingBudget: 0 } }
    : {}
  return {
    name: 'gemini',
    model: config.model,
    async translate(text, options) {
      const answer = (await postJson(
        url,
        { 'x-goog-api-key': config.apiKey },
        {
          contents: [{ role: 'user', parts: [{ text: geminiPrompt(text, options) }] }],
          generationConfig: { temperature: 0.2, ...thinking },
        },
        config.timeoutMs ?? TRANSLATION_TIMEOUT_MS,
      )) as GenerateContentAnswer | null
      const blocked = answer?.promptFeedback?.blockReason
      if (blocked) throw new TranslationFailure(`prompt blocked: ${blocked}`)
      const parts = answer?.candidates?.[0]?.content?.parts
      const raw = Array.isArray(parts)
        ? parts
            .filter((part) => part?.thought !== true && typeof part?.text === 'string')
            .map((part) => part.text as string)
            .join('')
        : ''
      const translated = cleanTranslation(raw, text)
      if (!translated) throw new TranslationFailure('the answer holds no text')
      return translated
    },
  }
}
