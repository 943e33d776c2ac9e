import { type LocalizedText, readLocalized } from '@shop/domain'
import { languageAtom } from '@shop/state'
import { useAtomValue } from 'jotai'
import { useCallback } from 'react'

/** Names a page by its title in the admin's language (the other one while it has none), else by its address. */
export function usePageTitle(): (page: { title: LocalizedText; slug: string }) => string {
  const language = useAtomValue(languageAtom)
  return useCallback((page) => readLocalized(page.title, language).trim() || page.slug, [language])
}
