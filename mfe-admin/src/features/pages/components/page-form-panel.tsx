import type { PageInput } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Button, notify } from '@shop/ui'
import { useId, useState } from 'react'
import { QueryState } from '../../../components/query-state'
import { notifyFailure } from '../../../lib/notify-failure'
import { useAdminPage } from '../api/get-admin-page'
import { useSavePage } from '../api/save-page'
import { usePageTitle } from '../hooks/use-page-title'
import { EMPTY_PAGE_FORM, type PageFormValues, pageToFormValues } from '../lib/page-form'
import { PageForm } from './page-form'
import styles from './pages.module.css'

interface PageFormPanelProps {
  /** null: a new page. */
  pageId: string | null
  onClose: () => void
}

/**
 * The inline create/edit form (admin.md §2 "Inline create/edit form") above the list: an edit loads the page with
 * its content first (a failure shows inline with a retry); the toasts say the page was created or updated, a
 * failure the server's message or 'Bir hata oluştu' (admin.md §8).
 */
export function PageFormPanel({ pageId, onClose }: PageFormPanelProps) {
  const t = useT()
  const titleId = useId()
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      {pageId === null ? (
        <>
          <h2 id={titleId} className={styles.panelTitle}>
            {t('admin.pages.form_create_title')}
          </h2>
          <SavingForm pageId={null} initial={EMPTY_PAGE_FORM} onClose={onClose} />
        </>
      ) : (
        <EditPage pageId={pageId} titleId={titleId} onClose={onClose} />
      )}
    </section>
  )
}

function EditPage({ pageId, titleId, onClose }: { pageId: string; titleId: string; onClose: () => void }) {
  const t = useT()
  const query = useAdminPage(pageId)
  const titleOf = usePageTitle()
  return (
    <>
      <h2 id={titleId} className={styles.panelTitle}>
        {t('admin.pages.form_edit_title', { title: query.data ? titleOf(query.data) : '…' })}
      </h2>
      <QueryState query={query} errorTitle={t('admin.pages.load_error')}>
        {(page) => (
          <SavingForm
            key={page._id}
            pageId={page._id}
            version={page.updatedAt}
            initial={pageToFormValues(page)}
            onClose={onClose}
          />
        )}
      </QueryState>
      {query.isError && (
        // A page that could not be loaded (deleted meanwhile, a stale link) still lets the form be closed.
        <div className={styles.formActions}>
          <Button variant="secondary" onClick={onClose}>
            {t('admin.common.close')}
          </Button>
        </div>
      )}
    </>
  )
}

function SavingForm({
  pageId,
  version,
  initial,
  onClose,
}: {
  pageId: string | null
  /** The version the form's text was loaded at; kept for the form's life, whatever a refetch brings. */
  version?: string
  initial: PageFormValues
  onClose: () => void
}) {
  const t = useT()
  const save = useSavePage()
  const [loadedVersion] = useState(version)
  const onSave = async (input: PageInput, savedVersion?: string) => {
    try {
      await save.mutateAsync({ id: pageId, version: savedVersion, input })
    } catch (error) {
      notifyFailure(error, t('error.generic'))
      throw error
    }
    notify.success(t(pageId === null ? 'admin.pages.created' : 'admin.pages.updated'))
  }
  return (
    <PageForm
      pageId={pageId}
      initial={initial}
      version={loadedVersion}
      onSave={onSave}
      onSaved={onClose}
      onCancel={onClose}
      saving={save.isPending}
    />
  )
}
