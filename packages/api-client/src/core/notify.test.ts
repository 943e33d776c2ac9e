import { afterEach, describe, expect, it, vi } from 'vitest'

/** This module and sonner as a page has them before the toaster's code arrived: neither loaded yet. */
async function freshPage() {
  vi.resetModules()
  return import('./notify')
}

const shown = async () => {
  const { toast } = await import('sonner')
  return toast.getToasts().map((item) => ('title' in item ? [item.type, item.title] : []))
}

afterEach(async () => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  // sonner sits outside the module registry vi.resetModules clears: its toasts outlive the test that raised them.
  ;(await import('sonner')).toast.dismiss()
})

describe('notify before and after sonner arrives', () => {
  it('queues toasts raised before sonner is in and raises them in order once it arrives, with their durations', async () => {
    const { notify, loadToasts, TOAST_WANTED_EVENT } = await freshPage()
    const early = vi.fn()
    vi.stubGlobal('window', new EventTarget())
    window.addEventListener(TOAST_WANTED_EVENT, early)
    const { toast } = await import('sonner')
    const success = vi.spyOn(toast, 'success')
    notify.success('Ürün sepete eklendi')
    notify.error('Bir hata oluştu')
    notify.info('Bilgi')
    // The toaster is asked for by the first toast of any app's copy (an event on the window).
    expect(early).toHaveBeenCalledTimes(3)
    expect(success).not.toHaveBeenCalled()
    await loadToasts()
    await Promise.resolve()
    expect(success).toHaveBeenCalledWith('Ürün sepete eklendi', { duration: 3000 })
    expect(await shown()).toEqual([
      ['success', 'Ürün sepete eklendi'],
      ['error', 'Bir hata oluştu'],
      [undefined, 'Bilgi'],
    ])
  })

  it('raises a toast at once once sonner is in', async () => {
    const { notify, loadToasts, TOAST_WANTED_EVENT } = await freshPage()
    await loadToasts()
    const early = vi.fn()
    vi.stubGlobal('window', new EventTarget())
    window.addEventListener(TOAST_WANTED_EVENT, early)
    const { toast } = await import('sonner')
    const error = vi.spyOn(toast, 'error')
    notify.error('Geçersiz veri')
    expect(error).toHaveBeenCalledWith('Geçersiz veri', { duration: 5000 })
    expect(early).not.toHaveBeenCalled()
  })
})
