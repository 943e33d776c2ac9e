import { type PublicSettings, settingsSchema, toPublicSettings } from '@shop/domain'
import { ApiError } from '../core/api-error'
import { clientMessage } from '../core/messages'
import type { RequestOptions } from '../core/request-options'
import { rpc, rpcOptions } from '../core/rpc'

/** Public settings with every missing group filled from the defaults; an ill-formed document is a failure. */
export async function getPublicSettings(options: RequestOptions = {}): Promise<PublicSettings> {
  const response = await rpc.settings.public.$get(undefined, rpcOptions(options))
  const { data } = await response.json()
  const parsed = settingsSchema.safeParse(data.settings ?? {})
  if (!parsed.success) throw new ApiError(200, clientMessage('error.generic'))
  return toPublicSettings(parsed.data)
}
