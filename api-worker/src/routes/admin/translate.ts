import { catalogueTranslationRequestSchema, type TranslateAnswer, translateRequestSchema } from '@shop/domain'
import { staffRoutes } from '../../access/policy'
import { ok } from '../../lib/response'
import { translateCatalogueBatch } from '../../lib/translation/catalogue-job'
import { loadTranslationSetup, requireTranslator, translateOrFail } from '../../lib/translation/setup'
import { validate } from '../../lib/validate'

/**
 * Automatic Turkish → English translation (staff: admins and moderators). For a single text, no translator
 * configured answers 503 and a failing one 502; the admin screens stay silent on both and keep the English field as
 * it is. The bulk job answers 409 when nothing is configured and counts a failing item without stopping.
 */
export const translateAdmin = staffRoutes()
  .post('/auto', validate('json', translateRequestSchema), async (c) => {
    const { text, context, type } = c.req.valid('json')
    const provider = await requireTranslator(c.var.db, c.env)
    const translatedText = await translateOrFail(provider, text, { context, type })
    return ok(c, { translatedText, provider: provider.name } satisfies TranslateAnswer)
  })
  .get('/status', async (c) => ok(c, (await loadTranslationSetup(c.var.db, c.env)).status))
  .post('/catalogue', validate('json', catalogueTranslationRequestSchema), async (c) => {
    const provider = await requireTranslator(c.var.db, c.env, 409)
    return ok(c, await translateCatalogueBatch(c.var.db, provider, c.req.valid('json')))
  })
