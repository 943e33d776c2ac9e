import { languageAtom } from '@shop/state'
import { useAtomValue } from 'jotai'

export function useLanguage() {
  return useAtomValue(languageAtom)
}
