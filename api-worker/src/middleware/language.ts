import { contextStorage } from 'hono/context-storage'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { requestLanguage } from '../lib/request-language'

const storeContext = contextStorage()

/**
 * The caller's language (`Accept-Language`, Turkish by default) for every message the API words. The request's context
 * is kept in Hono's context storage from here on, so `message()` (lib/messages.ts) words in that language wherever it
 * is called.
 */
export const language = () =>
  createMiddleware<AppEnv>(async function language(c, next) {
    c.set('lang', requestLanguage(undefined, c.req.header('Accept-Language')))
    await storeContext(c, next)
  })
