import type { CatalogueTranslationReport } from '@shop/domain'
import { allMessagesFor } from '@shop/i18n/messages/all'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { toast } from 'sonner'
import { beforeEach, describe, expect, it } from 'vitest'
import { ok, spyOnToasts, startApiServer } from '../../../test/api-server'
import { renderAdmin } from '../../../test/render-admin'
import { STORAGE_KEY } from '../lib/translation-progress'
import { statusHandler, TOOLS_PATH } from '../test/tools-fixtures'

const tr = allMessagesFor('tr')
const server = startApiServer()
spyOnToasts()
beforeEach(() => sessionStorage.clear())

const batch = (values: Partial<CatalogueTranslationReport>): CatalogueTranslationReport => ({
  processed: 10,
  translated: 9,
  failed: 1,
  remaining: 0,
  cursor: null,
  done: false,
  ...values,
})

/** POST /translate/catalogue answering the batches in turn; the cursor each call sent is recorded. */
function batchHandler(
  batches: CatalogueTranslationReport[],
  cursors: (string | null)[],
  hold?: Promise<void>,
) {
  return http.post('*/api/translate/catalogue', async ({ request }) => {
    const body = (await request.json()) as { cursor?: string }
    cursors.push(body.cursor ?? null)
    if (hold) await hold
    const next = batches.shift()
    if (!next) throw new Error('no more batches expected')
    return ok(next)
  })
}

const saved = () => JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null')

describe('bulk translation', () => {
  it('says clearly when the service is not configured and offers no start', async () => {
    server.use(statusHandler({ enabled: false, hasApiKey: false, provider: null }))
    renderAdmin(TOOLS_PATH)
    expect((await screen.findByRole('note')).textContent).toBe(tr['admin.catalogue_tools.not_configured'])
    const status = screen.getByTestId('translation-status').textContent
    expect(status).toContain(tr['admin.catalogue_tools.status_not_ready'])
    expect(status).toContain(tr['admin.catalogue_tools.status_disabled'])
    expect(status).toContain(tr['admin.catalogue_tools.api_key_missing'])
    expect(
      (screen.getByRole('button', { name: tr['admin.catalogue_tools.translate_start'] }) as HTMLButtonElement)
        .disabled,
    ).toBe(true)
  })

  it('lets the run start when Workers AI answers although Gemini is off', async () => {
    server.use(statusHandler({ enabled: false, hasApiKey: false, provider: 'workers-ai', model: 'm2m100' }))
    renderAdmin(TOOLS_PATH)
    const start = await screen.findByRole('button', { name: tr['admin.catalogue_tools.translate_start'] })
    expect((start as HTMLButtonElement).disabled).toBe(false)
    expect(screen.queryByRole('note')).toBeNull()
    expect(screen.getByTestId('translation-status').textContent).toContain('workers-ai')
  })

  it('runs batch after batch from the returned cursor until done, with the totals', async () => {
    const cursors: (string | null)[] = []
    server.use(
      statusHandler(),
      batchHandler(
        [
          batch({ processed: 10, translated: 9, failed: 1, remaining: 5, cursor: 'p:p10' }),
          batch({ processed: 5, translated: 5, failed: 0, remaining: 0, cursor: null, done: true }),
        ],
        cursors,
      ),
    )
    renderAdmin(TOOLS_PATH)
    await userEvent.click(
      await screen.findByRole('button', { name: tr['admin.catalogue_tools.translate_start'] }),
    )
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        tr['admin.catalogue_tools.translate_done'],
        expect.anything(),
      ),
    )
    expect(cursors).toEqual([null, 'p:p10'])
    expect(screen.getByTestId('translation-counts').textContent).toBe('14 çevrildi, 1 başarısız, 0 kaldı')
    const progress = screen.getByLabelText(
      tr['admin.catalogue_tools.translate_progress'],
    ) as HTMLProgressElement
    expect(progress.value).toBe(progress.max)
    expect(saved()).toMatchObject({ done: true, running: false, translated: 14 })
    expect(screen.getByRole('button', { name: tr['admin.catalogue_tools.translate_restart'] })).toBeTruthy()
  })

  it('pauses after the batch in flight and resumes from its cursor, also after a reload', async () => {
    const cursors: (string | null)[] = []
    let release: () => void = () => {}
    const hold = new Promise<void>((resolve) => {
      release = resolve
    })
    server.use(
      statusHandler(),
      batchHandler(
        [batch({ processed: 10, translated: 10, failed: 0, remaining: 30, cursor: 'p:p10' })],
        cursors,
        hold,
      ),
    )
    const first = renderAdmin(TOOLS_PATH)
    await userEvent.click(
      await screen.findByRole('button', { name: tr['admin.catalogue_tools.translate_start'] }),
    )
    await userEvent.click(screen.getByRole('button', { name: tr['admin.catalogue_tools.translate_pause'] }))
    expect(screen.getByText(tr['admin.catalogue_tools.translate_pausing'])).toBeTruthy()
    release()
    await screen.findByRole('button', { name: tr['admin.catalogue_tools.translate_resume'] })
    expect(screen.getByTestId('translation-counts').textContent).toBe('10 çevrildi, 0 başarısız, 30 kaldı')
    expect(saved()).toMatchObject({ cursor: 'p:p10', running: false })
    expect(cursors).toEqual([null])
    first.unmount()

    // A reload while paused stays paused and shows where it stopped.
    server.use(batchHandler([batch({ processed: 30, translated: 30, remaining: 0, done: true })], cursors))
    renderAdmin(TOOLS_PATH)
    const resume = await screen.findByRole('button', { name: tr['admin.catalogue_tools.translate_resume'] })
    expect(screen.getByTestId('translation-counts').textContent).toBe('10 çevrildi, 0 başarısız, 30 kaldı')
    expect(cursors).toEqual([null])
    await userEvent.click(resume)
    await waitFor(() => expect(saved()).toMatchObject({ done: true, translated: 40 }))
    expect(cursors).toEqual([null, 'p:p10'])
  })

  it('carries on by itself after a reload in the middle of a run', async () => {
    sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        cursor: 'p:p50',
        processed: 50,
        translated: 48,
        failed: 2,
        remaining: 5,
        done: false,
        running: true,
      }),
    )
    const cursors: (string | null)[] = []
    server.use(
      statusHandler(),
      batchHandler([batch({ processed: 5, translated: 5, failed: 0, remaining: 0, done: true })], cursors),
    )
    renderAdmin(TOOLS_PATH)
    await waitFor(() => expect(saved()).toMatchObject({ done: true }))
    expect(cursors).toEqual(['p:p50'])
    expect(screen.getByTestId('translation-counts').textContent).toBe('53 çevrildi, 2 başarısız, 0 kaldı')
  })

  it('stops with a message when a batch fails, keeping the cursor to resume', async () => {
    server.use(
      statusHandler(),
      http.post('*/api/translate/catalogue', () =>
        Response.json({ success: false, message: 'Çeviri yapılamadı' }, { status: 502 }),
      ),
    )
    sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        cursor: 'p:p20',
        processed: 20,
        translated: 20,
        failed: 0,
        remaining: 9,
        done: false,
        running: false,
      }),
    )
    renderAdmin(TOOLS_PATH)
    await userEvent.click(
      await screen.findByRole('button', { name: tr['admin.catalogue_tools.translate_resume'] }),
    )
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Çeviri yapılamadı', expect.anything()))
    expect(saved()).toMatchObject({ cursor: 'p:p20', running: false })
    expect(screen.getByRole('button', { name: tr['admin.catalogue_tools.translate_resume'] })).toBeTruthy()
  })
})
