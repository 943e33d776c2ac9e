import type { ExposedName, NoProps } from '@shop/build-config/contracts'
import { useT } from '@shop/i18n'
import { ErrorPanel, Spinner } from '@shop/ui'
import { type ComponentType, lazy, type ReactNode, Suspense, useMemo, useState } from 'react'
import { ErrorBoundary } from '../../frame/components/error-boundary'
import { useElapsed } from '../hooks/use-elapsed'
import { pagePreloaded } from '../lib/page-preloaded'
import type { LoadedRemoteModule } from '../lib/remote-contract'
import { useRemoteLoader } from '../lib/remote-loader-context'
import type { RemoteName } from '../lib/remote-names'
import { REMOTE_LOAD_TIMEOUT_MS } from '../lib/remote-timing'

interface RemoteSlotProps<R extends RemoteName> {
  remote: R
  /** The exposed module without './', e.g. 'App', as the contract names it. Its default export is rendered. */
  module: ExposedName<R>
  /** Replaces the standard error panel (e.g. the built-in header when the storefront's header fails). */
  renderError?: (retry: () => void) => ReactNode
  /** Shown while loading; a spinner by default. */
  loading?: ReactNode
  /** Shown instead once loading has taken `slowAfterMs`; the retry panel by default. The remote replaces it when it
   * arrives. */
  renderSlow?: (retry: () => void) => ReactNode
  slowAfterMs?: number
}

/** The standard failure panel of a slot, with its retry button. */
export function RemoteError({ retry }: { retry: () => void }) {
  const t = useT()
  return (
    <ErrorPanel
      data-testid="remote-error"
      title={t('remote.load_error')}
      detail={t('remote.load_error_detail')}
      onRetry={retry}
    />
  )
}

/** The loading state, which gives way to the slow state when the remote keeps the page waiting. */
function Waiting({ initial, slow, after }: { initial: ReactNode; slow: ReactNode; after: number }) {
  return useElapsed(after) ? slow : initial
}

/**
 * Renders one exposed module of a remote, loaded on first render, with its own loading, error and retry. A stalled
 * or slow remote never leaves only a spinner: after `slowAfterMs` the slot shows its slow state (the retry panel).
 * A slow remote is retried in place. A failed one too, unless the page preloaded its files: the browser would answer
 * the retry with the failed preloads, so that retry reloads the page.
 */
export function RemoteSlot<R extends RemoteName>({
  remote,
  module,
  renderError,
  loading,
  renderSlow,
  slowAfterMs = REMOTE_LOAD_TIMEOUT_MS,
}: RemoteSlotProps<R>) {
  const load = useRemoteLoader()
  const [attempt, setAttempt] = useState(0)
  const Remote = useMemo(
    () =>
      lazy(async () => {
        const loaded = await load<LoadedRemoteModule<R, ExposedName<R>>>(remote, module, attempt)
        // Every contract module takes no props (remote-contract.ts asserts it), so `<Remote />` is its whole use.
        return { default: loaded.default as ComponentType<NoProps> }
      }),
    [load, remote, module, attempt],
  )
  const retry = () => setAttempt((current) => current + 1)
  const retryAfterFailure = () => (pagePreloaded(remote) ? window.location.reload() : retry())
  const slow = renderSlow ? renderSlow(retry) : <RemoteError retry={retry} />
  return (
    <ErrorBoundary
      part="Remote"
      key={attempt}
      onRetry={retryAfterFailure}
      fallback={(retryAfterError) =>
        renderError ? renderError(retryAfterError) : <RemoteError retry={retryAfterError} />
      }
    >
      <Suspense fallback={<Waiting initial={loading ?? <Spinner />} slow={slow} after={slowAfterMs} />}>
        <Remote />
      </Suspense>
    </ErrorBoundary>
  )
}
