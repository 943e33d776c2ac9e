import { useT } from '@shop/i18n'
import { Button, notify } from '@shop/ui'
import { notifyFailure } from '../../../lib/notify-failure'
import { useExportCatalogue } from '../api/export-catalogue'
import { ToolCard } from './tool-card'

/** Downloads the whole catalogue as CSV. */
export function ExportCard() {
  const t = useT()
  const exporter = useExportCatalogue()
  return (
    <ToolCard
      title={t('admin.catalogue_tools.export_title')}
      description={t('admin.catalogue_tools.export_description')}
    >
      <div>
        <Button
          loading={exporter.isPending}
          onClick={() =>
            exporter.mutate(undefined, {
              onSuccess: (file) => notify.success(t('admin.catalogue_tools.export_done', { file })),
              onError: (error) => notifyFailure(error, t('admin.catalogue_tools.export_failed')),
            })
          }
        >
          {t('admin.catalogue_tools.export_button')}
        </Button>
      </div>
    </ToolCard>
  )
}
