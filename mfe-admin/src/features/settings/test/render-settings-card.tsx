import { zodResolver } from '@hookform/resolvers/zod'
import { type SettingsUpdate, settingsUpdateSchema } from '@shop/domain'
import { adminCatalogue } from '@shop/i18n/admin-catalogue'
import { allMessagesFor } from '@shop/i18n/messages/all'
import { languageAtom, shopStore, signInAtom } from '@shop/state'
import { ShopIntlProvider } from '@shop/ui'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'jotai'
import type { ComponentType } from 'react'
import { FormProvider, type Resolver, type UseFormReturn, useForm } from 'react-hook-form'
import { MemoryRouter } from 'react-router-dom'
import type { SettingsFormValues } from '../lib/settings-form-values'
import { settingsCardFixture } from './settings-card-fixture'

type SettingsForm = UseFormReturn<SettingsFormValues, unknown, SettingsUpdate>

/**
 * One settings card inside the form the page gives it (react-hook-form checked by the API's own schema) and the
 * providers the shell gives the admin remote, in Turkish, for a signed-in admin. Submitting with the test's save
 * button records what the form would send; `form()` reads the form's state.
 */
export function renderSettingsCard(Card: ComponentType, values: SettingsFormValues = settingsCardFixture()) {
  shopStore.set(languageAtom, 'tr')
  shopStore.set(signInAtom, {
    token: 'jwt',
    user: { _id: 'a1', name: 'Yönetici Ayşe', email: 'admin@example.com', role: 'admin' },
  })
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const saved: SettingsUpdate[] = []
  let form: SettingsForm | undefined
  function Harness() {
    const current = useForm<SettingsFormValues, unknown, SettingsUpdate>({
      // As on the page: the schema takes each group as optional and drops `hasApiKey`.
      resolver: zodResolver(settingsUpdateSchema) as unknown as Resolver<
        SettingsFormValues,
        unknown,
        SettingsUpdate
      >,
      defaultValues: values,
    })
    form = current
    return (
      <FormProvider {...current}>
        <form noValidate onSubmit={current.handleSubmit((update) => void saved.push(update))}>
          <Card />
          <button type="submit">{allMessagesFor('tr')['admin.common.save']}</button>
        </form>
      </FormProvider>
    )
  }
  const user = userEvent.setup()
  const view = render(
    <Provider store={shopStore}>
      <QueryClientProvider client={queryClient}>
        <ShopIntlProvider catalogue={adminCatalogue}>
          <MemoryRouter>
            <Harness />
          </MemoryRouter>
        </ShopIntlProvider>
      </QueryClientProvider>
    </Provider>,
  )
  const currentForm = () => {
    if (!form) throw new Error('the form has not rendered')
    return form
  }
  return { ...view, user, saved, form: currentForm }
}
