import { useT } from '@shop/i18n'
import { Button } from '@shop/ui'
import { useId } from 'react'
import { useBulkTranslation } from '../hooks/use-bulk-translation'
import styles from './catalogue-tools.module.css'

/** Start, pause and resume the bulk translation, with its progress. */
export function TranslationRunner({ canRun }: { canRun: boolean }) {
  const t = useT()
  const progressId = useId()
  const { progress, phase, start, pause } = useBulkTranslation(canRun)
  const started = progress.processed > 0 || progress.cursor !== null || progress.remaining !== null
  const total = progress.remaining === null ? null : progress.processed + progress.remaining
  const startLabel = progress.done
    ? 'admin.catalogue_tools.translate_restart'
    : started
      ? 'admin.catalogue_tools.translate_resume'
      : 'admin.catalogue_tools.translate_start'
  const state =
    phase === 'pausing'
      ? t('admin.catalogue_tools.translate_pausing')
      : phase === 'running'
        ? t('admin.catalogue_tools.translate_running')
        : progress.done
          ? t('admin.catalogue_tools.translate_done')
          : started
            ? t('admin.catalogue_tools.translate_paused')
            : ''
  return (
    <div className={styles.runner}>
      <div className={styles.buttons}>
        {phase === 'idle' ? (
          <Button disabled={!canRun} onClick={() => void start()}>
            {t(startLabel)}
          </Button>
        ) : (
          <Button variant="secondary" disabled={phase === 'pausing'} onClick={pause}>
            {t('admin.catalogue_tools.translate_pause')}
          </Button>
        )}
      </div>
      {(started || phase !== 'idle') && (
        <div className={styles.progress}>
          <label htmlFor={progressId}>{t('admin.catalogue_tools.translate_progress')}</label>
          {total === null ? (
            <progress id={progressId} />
          ) : (
            <progress
              id={progressId}
              max={Math.max(total, 1)}
              value={progress.done ? Math.max(total, 1) : progress.processed}
            />
          )}
          <p data-testid="translation-counts">
            {t('admin.catalogue_tools.translate_counts', {
              translated: progress.translated,
              failed: progress.failed,
              remaining: progress.remaining ?? '—',
            })}
          </p>
        </div>
      )}
      <output className={styles.muted} aria-live="polite">
        {state}
      </output>
    </div>
  )
}
