import { useT } from '@shop/i18n'
import { ButtonLink, EmptyState } from '@shop/ui'

/** A page number past the last page (an old link, a typed URL): says so and links to the last page that has products. */
export function PastLastPage({ lastPage, lastPageHref }: { lastPage: number; lastPageHref: string }) {
  const t = useT()
  return (
    <EmptyState
      title={t('catalog.past_last_title', { last: lastPage })}
      action={<ButtonLink to={lastPageHref}>{t('catalog.past_last_link', { last: lastPage })}</ButtonLink>}
    />
  )
}
