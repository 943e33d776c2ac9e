import { useT } from '@shop/i18n'
import { ButtonLink, Stack, usePageTitle } from '@shop/ui'
import { PageHeader } from '../components/page-header'
import { DashboardFigures } from '../features/dashboard/components/dashboard-figures'
import { Shortcuts } from '../features/dashboard/components/shortcuts'

/** /admin: the shop's figures from the stats call, then shortcuts to the common tasks. */
export function DashboardPage() {
  const t = useT()
  usePageTitle(t('admin.dashboard.title'))
  return (
    <>
      <PageHeader
        title={t('admin.dashboard.title')}
        actions={
          <ButtonLink to="/" variant="secondary">
            {t('admin.go_to_site')}
          </ButtonLink>
        }
      />
      <Stack gap={6}>
        <DashboardFigures />
        <Shortcuts />
      </Stack>
    </>
  )
}
