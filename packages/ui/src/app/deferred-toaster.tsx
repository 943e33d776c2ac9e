import { loadToasts, TOAST_WANTED_EVENT } from '@shop/api-client'
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react'

// A toaster that cannot be fetched leaves the page as it is (no error boundary tripped over a missing toast).
const ShopToaster = lazy(
  (): Promise<{ default: ComponentType }> =>
    import(/* webpackChunkName: "toaster" */ './toaster').catch((error: unknown) => {
      console.error('the toaster did not load', error)
      return { default: () => null }
    }),
)

/** What a visitor does before most toasts (add to cart, submit a form): the toaster is fetched while it is handled. */
const INTERACTIONS = ['pointerdown', 'keydown'] as const

/**
 * The toaster, fetched at the visitor's first interaction or the first toast of any app, whichever comes first, so
 * sonner (9 KB gzip) is on no page's first load. Toasts raised before it mounts wait (notify queues them until sonner
 * is in, sonner keeps them until its <Toaster> mounts) and show on mount, none lost.
 */
export function DeferredToaster() {
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (wanted) return
    const want = () => setWanted(true)
    window.addEventListener(TOAST_WANTED_EVENT, want)
    for (const type of INTERACTIONS) window.addEventListener(type, want, { capture: true, passive: true })
    return () => {
      window.removeEventListener(TOAST_WANTED_EVENT, want)
      for (const type of INTERACTIONS) window.removeEventListener(type, want, { capture: true })
    }
  }, [wanted])
  useEffect(() => {
    // The toast API with the toaster, so the interaction's toast shows at once.
    if (wanted) loadToasts().catch(() => undefined)
  }, [wanted])
  return wanted ? (
    <Suspense fallback={null}>
      <ShopToaster />
    </Suspense>
  ) : null
}
