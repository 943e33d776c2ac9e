import { provideTransport } from '@shop/api-client'
import * as transport from '@shop/api-client/transport'
import { adminCatalogue } from '@shop/i18n/admin-catalogue'
import { RemoteProviders } from '@shop/ui'
import AdminApp from '../app'

// Every admin screen asks the API for its data as it opens: the transport is part of this remote's first load, not a
// chunk its first call waits for (packages/api-client lazy-transport.ts).
provideTransport(transport)

/**
 * `admin/App`: the admin routes with the whole catalogue (the shop's texts and the admin's) in the visitor's language
 * only, fetched as its own chunks, so shoppers never download the admin's texts and an admin only those they read;
 * and the admin's own API client navigation.
 */
export default function ExposedAdminApp() {
  return (
    <RemoteProviders catalogue={adminCatalogue}>
      <AdminApp />
    </RemoteProviders>
  )
}
