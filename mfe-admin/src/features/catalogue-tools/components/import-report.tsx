import type { CatalogueImportReport, CsvRowError } from '@shop/domain'
import { useT } from '@shop/i18n'
import type { ColumnDef } from '@tanstack/react-table'
import { useMemo } from 'react'
import { DataTable } from '../../../components/data-table'
import styles from './catalogue-tools.module.css'

type NumberedError = CsvRowError & { index: number }

/** What a dry run or an apply answered: the counts, and every row error with its line and field. */
export function ImportReport({ report, fileName }: { report: CatalogueImportReport; fileName: string }) {
  const t = useT()
  const columns = useMemo<ColumnDef<NumberedError, unknown>[]>(
    () => [
      { id: 'line', header: t('admin.catalogue_tools.col_line'), cell: ({ row }) => row.original.line },
      {
        id: 'field',
        header: t('admin.catalogue_tools.col_field'),
        cell: ({ row }) => <code>{row.original.field}</code>,
      },
      {
        id: 'message',
        header: t('admin.catalogue_tools.col_message'),
        meta: { className: styles.message },
        cell: ({ row }) => row.original.message,
      },
    ],
    [t],
  )
  const refused = !report.dryRun && report.errors.length > 0
  const title = refused
    ? t('admin.catalogue_tools.report_refused')
    : t(report.dryRun ? 'admin.catalogue_tools.report_dry_run' : 'admin.catalogue_tools.report_applied', {
        file: fileName,
      })
  const counts =
    report.dryRun || refused
      ? [
          [t('admin.catalogue_tools.report_rows'), report.rows],
          [t('admin.catalogue_tools.report_to_create'), report.created],
          [t('admin.catalogue_tools.report_to_update'), report.updated],
        ]
      : [
          [t('admin.catalogue_tools.report_rows'), report.rows],
          [t('admin.catalogue_tools.report_created'), report.created],
          [t('admin.catalogue_tools.report_updated'), report.updated],
        ]
  return (
    <div className={styles.report} data-testid="import-report">
      <h3 className={styles.reportTitle}>{title}</h3>
      <dl className={styles.counts}>
        {counts.map(([label, value]) => (
          <div key={String(label)} className={styles.count}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {report.errors.length > 0 && (
        <>
          <p className={styles.warning} role="alert">
            {t('admin.catalogue_tools.report_has_errors', { count: report.errors.length })}
          </p>
          <DataTable
            data={report.errors.map((error, index) => ({ ...error, index }))}
            columns={columns}
            getRowId={(error) => String(error.index)}
            caption={t('admin.catalogue_tools.errors_caption')}
            emptyText=""
          />
        </>
      )}
      {report.errors.length === 0 && report.rows === 0 && (
        <p className={styles.muted}>{t('admin.catalogue_tools.report_empty')}</p>
      )}
    </div>
  )
}
