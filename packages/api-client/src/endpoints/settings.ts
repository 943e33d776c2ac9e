import { type PublicSettings, settingsSchema, toPublicSettings } from '@shop/domain'
import { ApiError } from '../core/api-error'
import { clientMessage } from '../core/messages'
import { request } from '../core/request'
import type { RequestOptions } from '../core/request-options'

/** Public settings with every missing group filled from the defaults; an ill-formed document is a failure. */
export async function getPublicSettings(options: RequestOptions = {}): Promise<PublicSettings> {
  const { data } = await request<{ settings: unknown }>('GET', 'settings/public', options)
  const parsed = settingsSchema.safeParse(data.settings ?? {})
  if (!parsed.success) throw new ApiError(200, clientMessage('error.generic'))
  return toPublicSettings(parsed.data)
}
