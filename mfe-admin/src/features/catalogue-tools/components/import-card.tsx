import { type CatalogueImportReport, MAX_IMPORT_BYTES } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Button, Field, notify, Spinner } from '@shop/ui'
import { useState } from 'react'
import { FileButton } from '../../../components/file-button'
import { notifyFailure } from '../../../lib/notify-failure'
import { useImportCatalogue } from '../api/import-catalogue'
import styles from './catalogue-tools.module.css'
import { ImportReport } from './import-report'
import { ToolCard } from './tool-card'

const MAX_MB = MAX_IMPORT_BYTES / (1024 * 1024)

interface Chosen {
  fileName: string
  csv: string
}

/** Choose a CSV → dry run → report → apply → result. A new file starts over. */
export function ImportCard() {
  const t = useT()
  const importer = useImportCatalogue()
  const [chosen, setChosen] = useState<Chosen | null>(null)
  const [report, setReport] = useState<CatalogueImportReport | null>(null)

  const send = (source: Chosen, dryRun: boolean) =>
    importer.mutate(
      { csv: source.csv, dryRun },
      {
        onSuccess: (answer) => {
          setReport(answer)
          if (!answer.dryRun && answer.errors.length === 0) {
            notify.success(
              t('admin.catalogue_tools.import_applied', { created: answer.created, updated: answer.updated }),
            )
          }
        },
        onError: (error) => notifyFailure(error, t('admin.catalogue_tools.import_failed')),
      },
    )

  const choose = async (file: File | undefined) => {
    setReport(null)
    setChosen(null)
    if (!file) return
    if (file.size > MAX_IMPORT_BYTES) {
      notify.error(t('admin.catalogue_tools.import_too_large', { max: MAX_MB }))
      return
    }
    const source = { fileName: file.name, csv: await file.text() }
    setChosen(source)
    send(source, true)
  }

  const canApply = chosen !== null && report?.dryRun === true && report.errors.length === 0 && report.rows > 0
  const working = importer.isPending && chosen
  return (
    <ToolCard
      wide
      title={t('admin.catalogue_tools.import_title')}
      description={t('admin.catalogue_tools.import_description')}
    >
      <Field
        label={t('admin.catalogue_tools.import_file')}
        hint={t('admin.catalogue_tools.import_file_hint', { max: MAX_MB })}
      >
        {(control) => (
          <FileButton
            control={control}
            label={t('admin.common.choose_file')}
            accept=".csv,text/csv"
            disabled={importer.isPending}
            fileName={chosen?.fileName ?? null}
            onFiles={(files) => void choose(files[0])}
          />
        )}
      </Field>
      {working && (
        <output className={styles.working}>
          <Spinner inline />
          {t(
            importer.variables?.dryRun
              ? 'admin.catalogue_tools.import_checking'
              : 'admin.catalogue_tools.import_applying',
            { file: chosen.fileName },
          )}
        </output>
      )}
      {report && chosen && <ImportReport report={report} fileName={chosen.fileName} />}
      {canApply && (
        <div>
          <Button loading={importer.isPending} onClick={() => send(chosen, false)}>
            {t('admin.catalogue_tools.import_apply')}
          </Button>
        </div>
      )}
    </ToolCard>
  )
}
