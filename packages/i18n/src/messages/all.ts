import type { Language } from '@shop/domain'
import { adminEn } from './admin/en'
import { adminTr } from './admin/tr'
import { en } from './en'
import { type MessageKey, tr } from './tr'

/**
 * The whole catalogue, the admin's messages included: what the API words its answers from and what the admin remote
 * shows. The shop's apps load only `messagesFor` (index.ts), so shoppers never download the admin's texts.
 */
export const allTr: Record<MessageKey, string> = { ...tr, ...adminTr }
export const allEn: Record<MessageKey, string> = { ...en, ...adminEn }

export function allMessagesFor(language: Language): Record<MessageKey, string> {
  return language === 'en' ? allEn : allTr
}
