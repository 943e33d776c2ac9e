import { usePublicSettings } from '@shop/api-client'
import { readLocalized } from '@shop/domain'
import { useT } from '@shop/i18n'
import { languageAtom, pageDescriptionAtom, pageTitleAtom } from '@shop/state'
import { useAtomValue } from 'jotai'
import { useEffect, useRef } from 'react'
import { applyTheme } from '../theme/apply-theme'
import { notify } from './notify'

function setMetaDescription(content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
  if (!meta) {
    meta = document.createElement('meta')
    meta.name = 'description'
    document.head.append(meta)
  }
  meta.content = content
}

/**
 * Applies public settings to the document: theme variables, title (page title joined with the site name), meta
 * description and lang. Reports a failed settings load once; the defaults stay in use.
 */
export function SettingsEffects() {
  const t = useT()
  const { settings, query } = usePublicSettings()
  const language = useAtomValue(languageAtom)
  const pageTitle = useAtomValue(pageTitleAtom)
  const pageDescription = useAtomValue(pageDescriptionAtom)
  const reported = useRef(false)

  const siteName = readLocalized(settings.siteName, language)
  const homeTitle = readLocalized(settings.seo.metaTitle, language) || siteName
  const description =
    pageDescription ||
    readLocalized(settings.seo.metaDescription, language) ||
    readLocalized(settings.siteDescription, language)

  useEffect(() => applyTheme(settings.theme), [settings.theme])
  useEffect(() => {
    document.documentElement.lang = language
  }, [language])
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${siteName}` : homeTitle
  }, [pageTitle, siteName, homeTitle])
  useEffect(() => {
    if (description) setMetaDescription(description)
  }, [description])
  useEffect(() => {
    if (query.isError && !reported.current) {
      reported.current = true
      notify.error(t('settings.load_error'))
    }
  }, [query.isError, t])

  return null
}
