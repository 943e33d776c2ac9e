import type { AdminPageSummary } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Spinner } from '@shop/ui'
import { lazy, Suspense, useState } from 'react'
import layout from '../../../components/form-layout.module.css'
import { Modal } from '../../../components/modal'
import { QueryState } from '../../../components/query-state'
import { useAdminPage } from '../api/get-admin-page'
import { usePageTitle } from '../hooks/use-page-title'
import { htmlText } from '../lib/page-form'
import styles from './pages.module.css'

const HtmlPreview = lazy(() => import('./html-preview'))

type Language = 'tr' | 'en'
const LANGUAGES: readonly Language[] = ['tr', 'en']

/**
 * A page's saved content in a dialog, Turkish or English (docs/decisions.md, "Page preview"): a draft is not public,
 * so this is the only way to see it; a published page also links to its address in the shop, in a new tab.
 */
export function PagePreviewDialog({ page, onClose }: { page: AdminPageSummary | null; onClose: () => void }) {
  const t = useT()
  const titleOf = usePageTitle()
  return (
    <Modal
      open={page !== null}
      title={t('admin.pages.preview_title', { title: page ? titleOf(page) : '' })}
      onClose={onClose}
      size="large"
    >
      {page && <PreviewBody page={page} />}
    </Modal>
  )
}

function PreviewBody({ page }: { page: AdminPageSummary }) {
  const t = useT()
  const query = useAdminPage(page._id)
  const titleOf = usePageTitle()
  const [language, setLanguage] = useState<Language>('tr')
  return (
    <div className={styles.previewBody}>
      {page.isPublished ? (
        <a href={`/${page.slug}`} target="_blank" rel="noopener noreferrer" className={styles.publicLink}>
          {t('admin.pages.open_public', { title: titleOf(page) })}
        </a>
      ) : (
        <p className={layout.note}>{t('admin.pages.preview_draft_note')}</p>
      )}
      <fieldset className={styles.languageSwitch}>
        <legend className={styles.legend}>{t('admin.pages.preview_language')}</legend>
        {LANGUAGES.map((code) => (
          <button
            key={code}
            type="button"
            className={styles.languageButton}
            aria-pressed={language === code}
            onClick={() => setLanguage(code)}
          >
            {t(code === 'tr' ? 'admin.pages.language_tr' : 'admin.pages.language_en')}
          </button>
        ))}
      </fieldset>
      <QueryState query={query} errorTitle={t('admin.pages.load_error')}>
        {(full) => {
          const html = full.content[language] ?? ''
          return (
            <article className={styles.previewArticle} lang={language}>
              <h3 className={styles.previewHeading}>{full.title[language] || full.title.tr}</h3>
              {htmlText(html) ? (
                <Suspense fallback={<Spinner label={t('admin.common.loading')} />}>
                  <HtmlPreview key={language} html={html} lang={language} />
                </Suspense>
              ) : (
                <p className={layout.note}>{t('admin.pages.preview_empty')}</p>
              )}
            </article>
          )
        }}
      </QueryState>
    </div>
  )
}
