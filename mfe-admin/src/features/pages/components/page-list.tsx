import type { AdminPageSummary } from '@shop/domain'
import { useT } from '@shop/i18n'
import { ConfirmDialog, notify, Stack } from '@shop/ui'
import { useId, useState } from 'react'
import { DataTable } from '../../../components/data-table'
import { QueryState } from '../../../components/query-state'
import { notifyFailure } from '../../../lib/notify-failure'
import { useDeletePage } from '../api/delete-page'
import { useAdminPages } from '../api/list-admin-pages'
import { usePageColumns } from '../hooks/use-page-columns'
import { PagePreviewDialog } from './page-preview-dialog'
import styles from './pages.module.css'

interface PageListProps {
  search: string
  onEdit: (page: AdminPageSummary) => void
  /** After a page is deleted (the screen closes its form if that page was open). */
  onDeleted: (id: string) => void
}

/** Every page matching the search, titled with the count, with preview, edit and delete (asked first). */
export function PageList({ search, onEdit, onDeleted }: PageListProps) {
  const t = useT()
  const titleId = useId()
  const query = useAdminPages(search)
  const [deleting, setDeleting] = useState<AdminPageSummary | null>(null)
  const [previewing, setPreviewing] = useState<AdminPageSummary | null>(null)
  const remove = useDeletePage()
  const columns = usePageColumns({ onPreview: setPreviewing, onEdit, onDelete: setDeleting })

  const confirmDelete = () => {
    if (!deleting) return
    const id = deleting._id
    remove.mutate(id, {
      onSuccess: () => {
        notify.success(t('admin.pages.deleted'))
        onDeleted(id)
      },
      onError: (error) => notifyFailure(error, t('admin.pages.delete_failed')),
      onSettled: () => setDeleting(null),
    })
  }

  return (
    <QueryState query={query} errorTitle={t('admin.pages.list_error')}>
      {({ pages }) => (
        <section aria-labelledby={titleId}>
          <Stack gap={4}>
            <h2 id={titleId} className={styles.listTitle}>
              {t('admin.pages.list_title', { count: pages.length })}
            </h2>
            <DataTable
              data={pages}
              columns={columns}
              getRowId={(page) => page._id}
              caption={t('admin.pages.table_caption', { count: pages.length })}
              emptyText={search ? t('admin.pages.empty_search', { search }) : t('admin.pages.empty')}
              className={styles.table}
            />
            <ConfirmDialog
              open={deleting !== null}
              message={t('admin.pages.confirm_delete')}
              confirmLabel={t('admin.common.delete')}
              busy={remove.isPending}
              onConfirm={confirmDelete}
              onCancel={() => setDeleting(null)}
            />
            <PagePreviewDialog page={previewing} onClose={() => setPreviewing(null)} />
          </Stack>
        </section>
      )}
    </QueryState>
  )
}
