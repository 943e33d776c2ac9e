import { useT } from '@shop/i18n'
import { ButtonLink, EmptyState, usePageTitle } from '@shop/ui'

/** An /admin path without a screen in this remote. */
export function AdminNotFoundPage() {
  const t = useT()
  usePageTitle(t('admin.section_not_found'))
  return (
    <EmptyState
      isPageHeading
      title={t('admin.section_not_found')}
      action={<ButtonLink to="/admin">{t('admin.nav.dashboard')}</ButtonLink>}
    />
  )
}
