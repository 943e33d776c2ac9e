import { useT } from '@shop/i18n'
import { ErrorPanel, Spinner } from '@shop/ui'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'

interface QueryStateProps<Data> {
  query: UseQueryResult<Data>
  /** What failed to load, e.g. 'Ürünler yüklenemedi'; defaults to a generic text. */
  errorTitle?: string
  children: (data: Data) => ReactNode
}

/**
 * Loading, failure and data of one query: a spinner, then the content; a failure shows the truth inline with the
 * server's message and a retry (the spec only logs these failures).
 */
export function QueryState<Data>({ query, errorTitle, children }: QueryStateProps<Data>) {
  const t = useT()
  if (query.isPending) return <Spinner label={t('admin.common.loading')} />
  if (query.isError) {
    return (
      <ErrorPanel
        title={errorTitle ?? t('admin.common.load_error')}
        detail={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    )
  }
  return <>{children(query.data)}</>
}
