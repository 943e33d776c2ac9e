import { notify, TOAST_WANTED_EVENT } from '@shop/api-client'
import { fireEvent, render, screen } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, describe, expect, it } from 'vitest'
import { DeferredToaster } from './deferred-toaster'

afterEach(() => toast.dismiss())

const toaster = () => document.querySelector('[data-sonner-toaster]')

// The toaster's chunk is imported on demand; on a loaded machine its first import has taken over 5 s.
const ARRIVAL = { timeout: 10_000 }

describe('DeferredToaster', () => {
  it(
    'mounts no toaster until the first interaction, then shows a toast raised before it mounted',
    { timeout: 15_000 },
    async () => {
      render(<DeferredToaster />)
      notify.success('Ürün sepete eklendi')
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(document.querySelector('section[aria-label^="Notifications"]')).toBeNull()
      fireEvent.pointerDown(document.body)
      expect(await screen.findByText('Ürün sepete eklendi', {}, ARRIVAL)).toBeTruthy()
      // Where the shop places it: bottom right, above a bar kept at the bottom of the screen when there is one.
      expect(toaster()?.getAttribute('data-y-position')).toBe('bottom')
      expect((toaster() as HTMLElement | null)?.style.getPropertyValue('--offset-bottom')).toBe(
        'var(--toast-offset-bottom, 24px)',
      )
      expect(toaster()?.getAttribute('data-x-position')).toBe('right')
    },
  )

  it(
    "mounts on any app's first toast (the event every copy of notify sends while sonner is on its way)",
    { timeout: 15_000 },
    async () => {
      render(<DeferredToaster />)
      toast('Fiyat güncellendi')
      window.dispatchEvent(new Event(TOAST_WANTED_EVENT))
      expect(await screen.findByText('Fiyat güncellendi', {}, ARRIVAL)).toBeTruthy()
    },
  )
})
