import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { requestLanguage } from '../lib/request-language'

/** The caller's language (`Accept-Language`, Turkish by default) for every message the API words. */
export const language = () =>
  createMiddleware<AppEnv>(async function language(c, next) {
    c.set('lang', requestLanguage(undefined, c.req.header('Accept-Language')))
    await next()
  })
