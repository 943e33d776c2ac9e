import type { Settings, TranslationStatus } from '@shop/domain'
import { HTTPException } from 'hono/http-exception'
import { readSettings } from '../../db/queries/settings'
import type { Bindings, Db } from '../../env'
import { message } from '../messages'
import { geminiProvider } from './gemini'
import { type TranslateOptions, TranslationFailure, type TranslationProvider } from './provider'
import { workersAiProvider } from './workers-ai'

export interface TranslationSetup {
  provider: TranslationProvider | null
  status: TranslationStatus
}

/**
 * The translator in use: Gemini when the settings enable it and a key is known (the settings' key, else the
 * GEMINI_API_KEY secret), else Workers AI when its account and token are configured, else none.
 */
export function translationSetup(env: Bindings, settings: Settings['translation']): TranslationSetup {
  const apiKey = settings.apiKey.trim() || env.GEMINI_API_KEY?.trim() || ''
  const accountId = env.CF_ACCOUNT_ID?.trim()
  const token = env.CF_AI_TOKEN?.trim()
  let provider: TranslationProvider | null = null
  if (settings.enabled && apiKey) {
    provider = geminiProvider({ apiKey, model: settings.model, baseUrl: env.GEMINI_API_BASE })
  } else if (accountId && token) {
    provider = workersAiProvider({ accountId, token, baseUrl: env.CF_API_BASE })
  }
  return {
    provider,
    status: {
      enabled: settings.enabled,
      provider: provider?.name ?? null,
      model: provider?.model ?? settings.model,
      hasApiKey: apiKey !== '',
    },
  }
}

export async function loadTranslationSetup(db: Db, env: Bindings): Promise<TranslationSetup> {
  return translationSetup(env, (await readSettings(db)).translation)
}

/**
 * The configured translator, or a failure with 'not configured': 503 for a single translation (the admin screens
 * treat it silently); the bulk job passes 409, since a complete request that only waits for the settings to be
 * filled in is the caller's state to fix, not an outage.
 */
export async function requireTranslator(
  db: Db,
  env: Bindings,
  unavailableStatus: 409 | 503 = 503,
): Promise<TranslationProvider> {
  const { provider } = await loadTranslationSetup(db, env)
  if (!provider)
    throw new HTTPException(unavailableStatus, { message: message('admin.translate.unavailable') })
  return provider
}

/** One translation for a route: a provider failure is logged and answered 502, never 500. */
export async function translateOrFail(
  provider: TranslationProvider,
  text: string,
  options: TranslateOptions,
): Promise<string> {
  try {
    return await provider.translate(text, options)
  } catch (error) {
    if (!(error instanceof TranslationFailure)) throw error
    console.warn(`translation by ${provider.name} failed: ${error.message}`)
    throw new HTTPException(502, { message: message('admin.translate.failed') })
  }
}
