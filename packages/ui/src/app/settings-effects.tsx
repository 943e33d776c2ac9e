import { usePublicSettings } from '@shop/api-client'
import { useT } from '@shop/i18n'
import { languageAtom, siteLanguagesAtom } from '@shop/state'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useRef } from 'react'
import { applyTheme } from '../theme/apply-theme'
import { notify } from './notify'
import { useHeadTags } from './use-head-tags'

/**
 * Applies public settings to the document: theme variables, the languages the site offers (for the language atom),
 * lang, and the head (title, description, keywords, favicon, Open Graph). Reports a failed settings load once; the
 * defaults stay in use.
 */
export function SettingsEffects() {
  const t = useT()
  const { settings, query } = usePublicSettings()
  const language = useAtomValue(languageAtom)
  const setSiteLanguages = useSetAtom(siteLanguagesAtom)
  const reported = useRef(false)
  const loadedLanguages = query.data?.languages

  useHeadTags(settings, language)
  useEffect(() => applyTheme(settings.theme), [settings.theme])
  useEffect(() => {
    // Only loaded settings name a default; until then the page's declared language stands in for it.
    if (loadedLanguages)
      setSiteLanguages({ supported: loadedLanguages.supported, default: loadedLanguages.default })
  }, [loadedLanguages, setSiteLanguages])
  useEffect(() => {
    document.documentElement.lang = language
  }, [language])
  useEffect(() => {
    if (query.isError && !reported.current) {
      reported.current = true
      notify.error(t('settings.load_error'))
    }
  }, [query.isError, t])

  return null
}
