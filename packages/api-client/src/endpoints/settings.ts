import { fillPublicSettings, type PublicSettings } from '@shop/domain'
import { ApiError } from '../core/api-error'
import { rpc } from '../core/calls'
import { clientMessage } from '../core/messages'
import type { RequestOptions } from '../core/request-options'

/**
 * Public settings as the server answers them (it validates every stored group and fills the defaults), with any
 * group or field an older answer lacks taken from the shared defaults; an answer that is no settings document is a
 * failure. Not parsed again here: the schema stays on the server and the admin's forms, off the shop's first load.
 */
export async function getPublicSettings(options: RequestOptions = {}): Promise<PublicSettings> {
  const { api, call } = await rpc(options)
  const response = await api.settings.public.$get(undefined, call)
  const { data } = await response.json()
  const settings = fillPublicSettings(data.settings ?? {})
  if (!settings) throw new ApiError(200, clientMessage('error.generic'))
  return settings
}
