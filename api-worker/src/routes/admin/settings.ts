import {
  type AdminSettings,
  applySettingsUpdate,
  defaultSettings,
  isSettingsGroup,
  languagesUpdateSchema,
  logoKindParamSchema,
  maintenanceUpdateSchema,
  readLocalized,
  SETTINGS_GROUP_INPUTS,
  SETTINGS_GROUPS,
  type Settings,
  type SettingsGroup,
  type SettingsUpdate,
  settingsUpdateSchema,
  toAdminSettings,
  whatsappUrl,
} from '@shop/domain'
import type { Context } from 'hono'
import { z } from 'zod'
import { adminRoutes } from '../../access/policy'
import { droppedMedia, writeSettings } from '../../db/queries/admin-settings'
import { readSettings } from '../../db/queries/settings'
import type { AuthedEnv } from '../../env'
import { badRequest, notFound } from '../../lib/errors'
import { uploadLogo } from '../../lib/logo-upload'
import { releaseUnusedMedia } from '../../lib/media-usage'
import { message } from '../../lib/messages'
import { ok } from '../../lib/response'
import { loadTranslationSetup } from '../../lib/translation/setup'
import { parseOrFail, validate } from '../../lib/validate'

/** A reset returns every group to its defaults except the translation block (service setup and its key). */
const RESET_GROUPS: readonly SettingsGroup[] = SETTINGS_GROUPS.filter((group) => group !== 'translation')

/**
 * Applies an admin's write, made from the stored settings: the groups it carries replace the stored ones (the
 * translation key kept unless replaced or cleared), stored with an audit row in one batch; logos it dropped are
 * released. Answers the settings as GET does.
 */
async function saveSettings(
  c: Context<AuthedEnv>,
  change: SettingsUpdate | ((stored: Settings) => SettingsUpdate),
  verb: string,
  entityId: string | null = null,
): Promise<AdminSettings> {
  const before = await readSettings(c.var.db)
  const after = applySettingsUpdate(before, typeof change === 'function' ? change(before) : change)
  await writeSettings(c.var.db, { actorId: c.var.user.id, verb, entityId, before, after })
  await releaseUnusedMedia(c.var.db, c.env.MEDIA, droppedMedia(before, after))
  return toAdminSettings(after)
}

/**
 * Site settings (admins only), mounted on /settings before the public `GET /settings/public`. The translation key is
 * write-only: no answer here carries it (`translation.hasApiKey` instead). Every write records an audit row with the
 * before/after of the changed fields (a key change only as `apiKey: 'changed'`).
 */
export const settingsAdmin = adminRoutes()
  .get('/', async (c) => ok(c, { settings: toAdminSettings(await readSettings(c.var.db)) }))
  .put('/', validate('json', settingsUpdateSchema), async (c) =>
    ok(c, { settings: await saveSettings(c, c.req.valid('json'), 'update') }),
  )
  .put('/category/:name', validate('json', z.unknown()), async (c) => {
    const name = c.req.param('name')
    if (!isSettingsGroup(name)) throw notFound(message('admin.settings.category_not_found'))
    // Parsed as that one group of the whole settings, so a failure names its field as `seo.metaTitle.en`.
    const schema = z.object({ [name]: SETTINGS_GROUP_INPUTS[name] })
    const update = parseOrFail(schema, { [name]: c.req.valid('json') }, c.var.lang) as SettingsUpdate
    return ok(c, { settings: await saveSettings(c, update, 'update_category', name) })
  })
  .put('/languages', validate('json', languagesUpdateSchema), async (c) =>
    ok(c, {
      settings: await saveSettings(c, { languages: c.req.valid('json') }, 'update_languages', 'languages'),
    }),
  )
  .patch('/maintenance', validate('json', maintenanceUpdateSchema), async (c) => {
    const { isEnabled, message: text } = c.req.valid('json')
    const update = ({ maintenance }: Settings) => ({
      maintenance: { isEnabled, message: text ?? maintenance.message },
    })
    return ok(c, { settings: await saveSettings(c, update, 'update_maintenance', 'maintenance') })
  })
  .post('/reset', async (c) => {
    const before = await readSettings(c.var.db)
    const after = { ...defaultSettings(), translation: before.translation }
    await writeSettings(c.var.db, {
      actorId: c.var.user.id,
      verb: 'reset',
      before,
      after,
      toDefaults: RESET_GROUPS,
    })
    await releaseUnusedMedia(c.var.db, c.env.MEDIA, droppedMedia(before, after))
    return ok(c, { settings: toAdminSettings(after) })
  })
  .post('/test-whatsapp', async (c) => {
    const { whatsapp } = await readSettings(c.var.db)
    const url = whatsappUrl(whatsapp.phoneNumber, readLocalized(whatsapp.message, c.var.lang))
    if (!url) throw badRequest(message('admin.settings.whatsapp_not_configured'))
    return ok(c, { whatsappUrl: url })
  })
  .get('/translation/health', async (c) => ok(c, (await loadTranslationSetup(c.var.db, c.env)).status))
  .post('/upload-logo/:type', validate('param', logoKindParamSchema), async (c) => {
    const kind = c.req.valid('param').type
    return ok(c, await uploadLogo(c.var.db, c.env.MEDIA, c.req.raw, kind, c.var.user.id))
  })
