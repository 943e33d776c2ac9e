import { loginPathFor } from '@shop/domain'
import { isAuthenticatedAtom, isStaffAtom } from '@shop/state'
import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'

/** Logged-in only: a visitor goes to /login?redirect=<here>. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const authenticated = useAtomValue(isAuthenticatedAtom)
  const location = useLocation()
  if (!authenticated) return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />
  return children
}

/**
 * The admin area's door: admins and moderators enter (which sections each sees is the admin remote's business), a
 * visitor goes to /login (remembering the location), a customer goes home.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const authenticated = useAtomValue(isAuthenticatedAtom)
  const staff = useAtomValue(isStaffAtom)
  const location = useLocation()
  if (!authenticated) return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />
  if (!staff) return <Navigate to="/" replace />
  return children
}
