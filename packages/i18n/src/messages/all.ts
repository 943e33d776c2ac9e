import type { Language } from '@shop/domain'
import { adminEn } from './admin/en'
import { adminTr } from './admin/tr'
import { en } from './en'
import { type MessageKey, tr } from './tr'

/**
 * The whole screen catalogue, the admin's messages included: what the admin remote shows. The shop's apps load only
 * `messagesFor` (index.ts), so shoppers never download the admin's texts. The API words its answers from its own
 * catalogue (api-worker/src/messages) and the shared one (@shop/domain/messages), never from this one.
 */
export const allTr: Record<MessageKey, string> = { ...tr, ...adminTr }
export const allEn: Record<MessageKey, string> = { ...en, ...adminEn }

export function allMessagesFor(language: Language): Record<MessageKey, string> {
  return language === 'en' ? allEn : allTr
}
