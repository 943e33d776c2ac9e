import { useT } from '@shop/i18n'
import { notify } from '@shop/ui'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { notifyFailure } from '../../../lib/notify-failure'
import { translateCatalogueBatch } from '../api/translate-catalogue-batch'
import {
  afterBatch,
  loadProgress,
  NOT_STARTED,
  saveProgress,
  type TranslationProgress,
} from '../lib/translation-progress'

export type TranslationPhase = 'idle' | 'running' | 'pausing'

/**
 * Translates the catalogue batch by batch, each call carrying on from the cursor the previous one returned. Pause
 * lets the batch in flight finish; leaving the page aborts it, and coming back (or reloading) resumes a run that was
 * going from the saved cursor.
 */
export function useBulkTranslation(canRun: boolean) {
  const t = useT()
  const queryClient = useQueryClient()
  const [progress, setProgress] = useState<TranslationProgress>(loadProgress)
  const [phase, setPhase] = useState<TranslationPhase>('idle')
  const current = useRef(progress)
  const pauseRequested = useRef(false)
  const unmount = useRef<AbortController | null>(null)

  const commit = useCallback((next: TranslationProgress) => {
    current.current = next
    saveProgress(next)
    setProgress(next)
  }, [])

  const run = useCallback(async () => {
    if (unmount.current) return // already running
    const controller = new AbortController()
    unmount.current = controller
    pauseRequested.current = false
    setPhase('running')
    const start = current.current.done ? NOT_STARTED : current.current
    commit({ ...start, running: true })
    try {
      while (!pauseRequested.current) {
        const batch = await translateCatalogueBatch(current.current.cursor, controller.signal)
        commit(afterBatch(current.current, batch))
        if (batch.done) {
          notify.success(t('admin.catalogue_tools.translate_done'))
          void queryClient.invalidateQueries()
          break
        }
      }
      if (pauseRequested.current) commit({ ...current.current, running: false })
    } catch (error) {
      // Left the page: the saved state still says running, so coming back resumes.
      if (controller.signal.aborted) return
      commit({ ...current.current, running: false })
      notifyFailure(error, t('admin.catalogue_tools.translate_failed'))
    } finally {
      if (unmount.current === controller) unmount.current = null
      if (!controller.signal.aborted) setPhase('idle')
    }
  }, [commit, queryClient, t])

  const pause = useCallback(() => {
    pauseRequested.current = true
    setPhase('pausing')
  }, [])

  useEffect(() => {
    if (canRun && current.current.running) void run()
    return () => {
      unmount.current?.abort()
      unmount.current = null
    }
  }, [canRun, run])

  return { progress, phase, start: run, pause }
}
