import { isAdminAtom, userAtom } from '@shop/state'
import { useAtomValue } from 'jotai'
import { useLogout } from '../hooks/use-logout'
import { AccountLinks } from './account-links'

/** The user menu's links, flat, for the mobile menu. */
export function MobileAccountLinks() {
  const user = useAtomValue(userAtom)
  const isAdmin = useAtomValue(isAdminAtom)
  const { logout, pending } = useLogout()
  if (!user) return <AccountLinks loggedIn={false} />
  return <AccountLinks loggedIn isAdmin={isAdmin} onLogout={logout} loggingOut={pending} />
}
