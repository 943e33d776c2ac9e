import { type Language, type PublicSettings, readLocalized, resolveMediaUrl } from '@shop/domain'
import { pageDescriptionAtom, pageTitleAtom } from '@shop/state'
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { absoluteUrl, setLink, setMetaName, setMetaProperty } from './head-tags'

/**
 * The page head from settings in the current language: title (page title joined with the site name, else the SEO
 * title), meta description and keywords, favicon, and the Open Graph title, description and image for link previews.
 */
export function useHeadTags(settings: PublicSettings, language: Language) {
  const pageTitle = useAtomValue(pageTitleAtom)
  const pageDescription = useAtomValue(pageDescriptionAtom)

  const siteName = readLocalized(settings.siteName, language)
  const homeTitle = readLocalized(settings.seo.metaTitle, language) || siteName
  const title = pageTitle ? `${pageTitle} | ${siteName}` : homeTitle
  const description =
    pageDescription ||
    readLocalized(settings.seo.metaDescription, language) ||
    readLocalized(settings.siteDescription, language)
  const keywords = readLocalized(settings.seo.metaKeywords, language)
  const favicon = resolveMediaUrl(settings.faviconUrl)
  const ogImage = resolveMediaUrl(settings.seo.ogImage)

  useEffect(() => {
    document.title = title
    setMetaProperty('og:title', title)
  }, [title])
  useEffect(() => {
    setMetaProperty('og:site_name', siteName)
  }, [siteName])
  useEffect(() => {
    // index.html carries a default description; it stays until there is a better one.
    if (!description) return
    setMetaName('description', description)
    setMetaProperty('og:description', description)
  }, [description])
  useEffect(() => setMetaName('keywords', keywords), [keywords])
  useEffect(() => setLink('icon', favicon), [favicon])
  useEffect(() => setMetaProperty('og:image', absoluteUrl(ogImage)), [ogImage])
}
