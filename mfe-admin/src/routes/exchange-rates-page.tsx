import { useT } from '@shop/i18n'
import { Button, usePageTitle } from '@shop/ui'
import { useIsFetching, useQueryClient } from '@tanstack/react-query'
import { PageHeader } from '../components/page-header'
import { rateKeys } from '../features/exchange-rates/api/rate-keys'
import { ExchangeRatesScreen } from '../features/exchange-rates/components/exchange-rates-screen'

/** /admin/exchange-rates (admins only): the manual USD and EUR rates, their list and their history. */
export function ExchangeRatesPage() {
  const t = useT()
  usePageTitle(t('admin.rates_screen.title'))
  const queryClient = useQueryClient()
  const refreshing = useIsFetching({ queryKey: rateKeys.all() }) > 0
  return (
    <>
      <PageHeader
        title={t('admin.rates_screen.title')}
        actions={
          <Button
            variant="secondary"
            loading={refreshing}
            onClick={() => void queryClient.refetchQueries({ queryKey: rateKeys.all(), type: 'active' })}
          >
            {t('admin.rates_screen.refresh')}
          </Button>
        }
      />
      <ExchangeRatesScreen />
    </>
  )
}
