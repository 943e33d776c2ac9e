import { useT } from '@shop/i18n'
import { Stack, usePageTitle } from '@shop/ui'
import { ProductStats } from '../features/dashboard/components/product-stats'

export function DashboardPage() {
  const t = useT()
  usePageTitle(t('admin.dashboard.title'))
  return (
    <Stack gap={5}>
      <h1>{t('admin.dashboard.title')}</h1>
      <ProductStats />
    </Stack>
  )
}
