import { isStaffAtom, userAtom } from '@shop/state'
import { useAtomValue } from 'jotai'
import { useLogout } from '../hooks/use-logout'
import { AccountLinks } from './account-links'

/** The user menu's links, flat, for the mobile menu. */
export function MobileAccountLinks() {
  const user = useAtomValue(userAtom)
  const isStaff = useAtomValue(isStaffAtom)
  const { logout, pending } = useLogout()
  if (!user) return <AccountLinks loggedIn={false} />
  return <AccountLinks loggedIn isStaff={isStaff} onLogout={logout} loggingOut={pending} />
}
