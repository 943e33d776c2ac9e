import type { AdminPageSummary } from '@shop/domain'
import { useT } from '@shop/i18n'
import { languageAtom } from '@shop/state'
import type { ColumnDef } from '@tanstack/react-table'
import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import { Badge } from '../../../components/badge'
import { ACTIONS_COLUMN } from '../../../components/data-table'
import { useAdminDates } from '../../../hooks/use-admin-dates'
import { PageRowActions } from '../components/page-row-actions'
import styles from '../components/pages.module.css'

interface ColumnActions {
  onPreview: (page: AdminPageSummary) => void
  onEdit: (page: AdminPageSummary) => void
  onDelete: (page: AdminPageSummary) => void
}

/** The pages table's columns (admin.md §2): both titles, the address, published or draft, the last update. */
export function usePageColumns({ onPreview, onEdit, onDelete }: ColumnActions) {
  const t = useT()
  const dates = useAdminDates()
  const language = useAtomValue(languageAtom)
  return useMemo<ColumnDef<AdminPageSummary, unknown>[]>(
    () => [
      {
        id: 'title',
        header: t('admin.pages.col_title'),
        meta: { className: styles.titleColumn },
        cell: ({ row }) => {
          const { tr, en } = row.original.title
          const english = en?.trim()
          // The admin's language first; an English admin reads the Turkish title first while there is no English one.
          const first =
            language === 'en' && english ? { text: english, lang: 'en' } : { text: tr, lang: 'tr' }
          const second =
            first.lang === 'en' ? { text: tr, lang: 'tr' } : english ? { text: english, lang: 'en' } : null
          return (
            <span className={styles.titles}>
              <strong lang={first.lang}>{first.text}</strong>
              {second ? (
                <span className={styles.muted} lang={second.lang}>
                  {second.text}
                </span>
              ) : (
                <span className={styles.muted}>{t('admin.pages.no_english_title')}</span>
              )}
            </span>
          )
        },
      },
      {
        id: 'slug',
        header: t('admin.pages.col_slug'),
        meta: { className: styles.slugColumn },
        cell: ({ row }) => <code className={styles.slug}>/{row.original.slug}</code>,
      },
      {
        id: 'status',
        header: t('admin.pages.col_status'),
        meta: { className: styles.statusColumn },
        cell: ({ row }) =>
          row.original.isPublished ? (
            <Badge tone="success">{t('admin.pages.published')}</Badge>
          ) : (
            <Badge tone="neutral">{t('admin.pages.draft')}</Badge>
          ),
      },
      {
        id: 'updatedAt',
        header: t('admin.pages.col_updated'),
        meta: { className: `${styles.nowrap} ${styles.updatedColumn}` },
        cell: ({ row }) => (
          <>
            <span className={styles.phoneLabel} aria-hidden="true">
              {`${t('admin.pages.col_updated')}: `}
            </span>
            <time dateTime={row.original.updatedAt}>{dates.dateTime(row.original.updatedAt)}</time>
          </>
        ),
      },
      {
        id: ACTIONS_COLUMN,
        header: t('admin.common.actions'),
        meta: { className: styles.actionsColumn },
        cell: ({ row }) => (
          <PageRowActions page={row.original} onPreview={onPreview} onEdit={onEdit} onDelete={onDelete} />
        ),
      },
    ],
    [t, dates, language, onPreview, onEdit, onDelete],
  )
}
