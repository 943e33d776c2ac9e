import { loginPathFor } from '@shop/domain'
import { isAdminAtom, isAuthenticatedAtom } from '@shop/state'
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

/** Admin only: a visitor goes to /login (remembering the location), a non-admin user goes home. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const authenticated = useAtomValue(isAuthenticatedAtom)
  const admin = useAtomValue(isAdminAtom)
  const location = useLocation()
  if (!authenticated) return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />
  if (!admin) return <Navigate to="/" replace />
  return children
}
