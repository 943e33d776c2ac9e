import { allMessagesFor } from '@shop/i18n/messages/all'
import { RemoteProviders } from '@shop/ui'
import AdminApp from '../app'

/**
 * `admin/App`: the admin routes with the whole catalogue (the shop's texts and the admin's) bundled here, so
 * shoppers never download the admin's texts, and the admin's own API client navigation.
 */
export default function ExposedAdminApp() {
  return (
    <RemoteProviders messages={allMessagesFor}>
      <AdminApp />
    </RemoteProviders>
  )
}
