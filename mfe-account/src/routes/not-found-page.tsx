import { useT } from '@shop/i18n'
import { ButtonLink, Container, EmptyState, usePageTitle } from '@shop/ui'

/** Account paths whose screens are not part of this remote yet answer as not found. */
export function NotFoundPage() {
  const t = useT()
  usePageTitle(t('not_found.title'))
  return (
    <Container>
      <EmptyState
        isPageHeading
        title={t('not_found.title')}
        description={t('not_found.description')}
        action={<ButtonLink to="/">{t('not_found.home')}</ButtonLink>}
      />
    </Container>
  )
}
