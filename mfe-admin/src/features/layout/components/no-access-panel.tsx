import { useT } from '@shop/i18n'
import { ButtonLink, EmptyState, usePageTitle } from '@shop/ui'

/** Shown inside the layout when a moderator opens an admin-only section by its address. */
export function NoAccessPanel() {
  const t = useT()
  usePageTitle(t('admin.no_access.title'))
  return (
    <section data-testid="admin-no-access">
      <EmptyState
        isPageHeading
        title={t('admin.no_access.title')}
        description={t('admin.no_access.detail')}
        action={<ButtonLink to="/admin">{t('admin.nav.dashboard')}</ButtonLink>}
      />
    </section>
  )
}
