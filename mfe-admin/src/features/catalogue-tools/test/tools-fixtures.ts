import type { TranslationStatus } from '@shop/domain'
import { http } from 'msw'
import { ok } from '../../../test/api-server'

/** Where the catalogue tools screen lives. */
export const TOOLS_PATH = '/admin/products/tools'

/** GET /translate/status: Gemini ready unless `status` says otherwise. */
export const statusHandler = (status: Partial<TranslationStatus> = {}) =>
  http.get('*/api/translate/status', () =>
    ok({ enabled: true, provider: 'gemini', model: 'gemini-flash', hasApiKey: true, ...status }),
  )
