import { useT } from '@shop/i18n'
import { ErrorPanel, Spinner } from '@shop/ui'
import { type ComponentType, lazy, type ReactNode, Suspense, useMemo, useState } from 'react'
import { useRemoteLoader } from '../lib/remote-loader-context'
import type { RemoteName } from '../lib/remote-names'
import { RemoteErrorBoundary } from './remote-error-boundary'

interface RemoteSlotProps {
  remote: RemoteName
  /** The exposed module without './', e.g. 'App'. Its default export is rendered. */
  module: string
  /** Replaces the standard error panel (e.g. the built-in header when the storefront's header fails). */
  renderError?: (retry: () => void) => ReactNode
  /** Shown while loading; a spinner by default. */
  loading?: ReactNode
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

/** Renders one exposed module of a remote, loaded on first render, with its own loading, error and retry. */
export function RemoteSlot({ remote, module, renderError, loading }: RemoteSlotProps) {
  const load = useRemoteLoader()
  const [attempt, setAttempt] = useState(0)
  const Remote = useMemo(
    () =>
      lazy(async () => ({
        default: (await load<{ default: ComponentType }>(remote, module, attempt)).default,
      })),
    [load, remote, module, attempt],
  )
  return (
    <RemoteErrorBoundary
      key={attempt}
      onRetry={() => setAttempt((current) => current + 1)}
      fallback={(retry) => (renderError ? renderError(retry) : <RemoteError retry={retry} />)}
    >
      <Suspense fallback={loading ?? <Spinner />}>
        <Remote />
      </Suspense>
    </RemoteErrorBoundary>
  )
}
