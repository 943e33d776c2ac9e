import { useT } from '@shop/i18n'
import { QueryState } from '../../../components/query-state'
import { useTranslationStatus } from '../api/translation-status'
import styles from './catalogue-tools.module.css'
import { ToolCard } from './tool-card'
import { TranslationRunner } from './translation-runner'
import { TranslationStatusList } from './translation-status-list'

/** Bulk translation: the service's state first; the run only when a provider can translate. */
export function TranslationCard() {
  const t = useT()
  const status = useTranslationStatus()
  return (
    <ToolCard
      title={t('admin.catalogue_tools.translate_title')}
      description={t('admin.catalogue_tools.translate_description')}
    >
      <QueryState query={status} errorTitle={t('admin.catalogue_tools.status_error')}>
        {(data) => {
          const ready = data.provider !== null
          return (
            <>
              <TranslationStatusList status={data} />
              {!ready && (
                <p className={styles.warning} role="note">
                  {t('admin.catalogue_tools.not_configured')}
                </p>
              )}
              <TranslationRunner canRun={ready} />
            </>
          )
        }}
      </QueryState>
    </ToolCard>
  )
}
