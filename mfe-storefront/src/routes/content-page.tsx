import { type LocalizedText, readLocalized } from '@shop/domain'
import { useT } from '@shop/i18n'
import { languageAtom } from '@shop/state'
import { ButtonLink, Container, Spinner, useFormatDate, usePageMeta, useSiteName } from '@shop/ui'
import { useAtomValue } from 'jotai'
import { Navigate, useParams } from 'react-router-dom'
import { usePage } from '../features/content/api/get-page'
import { ContactDetails } from '../features/content/components/contact-details'
import { ContentArticle } from '../features/content/components/content-article'
import { isContactPage, pageSlugFor, placeholderFor } from '../features/content/lib/content-slugs'
import { sanitizeHtml } from '../features/content/lib/sanitize-html'
import styles from './page.module.css'

/** A short description for the meta tag: the page text without markup. */
function plainText(html: string): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? ''
  return text.replace(/\s+/g, ' ').trim().slice(0, 160)
}

/**
 * /{slug}: a published content page in the current language. When it is missing or fails to load, the listed slugs
 * show a built-in page; any other slug goes to /404.
 */
export function ContentPage() {
  const t = useT()
  const formatDate = useFormatDate()
  const siteName = useSiteName()
  const language = useAtomValue(languageAtom)
  const { slug = '' } = useParams()
  const query = usePage(pageSlugFor(slug))
  const placeholder = placeholderFor(slug)
  const contact = isContactPage(slug)
  const page = query.data
  const html = page ? sanitizeHtml(readLocalized(page.content as LocalizedText, language)) : ''
  const title = page
    ? readLocalized(page.title as LocalizedText, language)
    : query.isError && placeholder
      ? t(placeholder.title)
      : null
  usePageMeta(title, page ? plainText(html) : null)

  if (query.isPending) return <Spinner />
  if (query.isError && !placeholder) return <Navigate to="/404" replace />

  return (
    <Container className={styles.page}>
      {page ? (
        <ContentArticle
          title={title ?? ''}
          html={html}
          footnote={t('content.updated_at', { date: formatDate(page.updatedAt) })}
        >
          {contact && <ContactDetails />}
        </ContentArticle>
      ) : (
        placeholder && (
          <ContentArticle title={title ?? ''}>
            <p data-testid="placeholder-page">{t(placeholder.body, { siteName })}</p>
            {contact ? (
              <ContactDetails />
            ) : (
              <p>
                <ButtonLink to="/iletisim" variant="secondary">
                  {t('content.contact_link')}
                </ButtonLink>
              </p>
            )}
          </ContentArticle>
        )
      )}
    </Container>
  )
}
