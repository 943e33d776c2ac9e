import { usePublicSettings } from '@shop/api-client'
import { readLocalized } from '@shop/domain'
import { languageAtom } from '@shop/state'
import { useAtomValue } from 'jotai'

export function useSiteName(): string {
  const { settings } = usePublicSettings()
  return readLocalized(settings.siteName, useAtomValue(languageAtom))
}
