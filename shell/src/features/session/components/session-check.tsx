import { getProfile } from '@shop/api-client'
import { forgetStoredToken, shopStore, userAtom } from '@shop/state'
import { useEffect, useRef } from 'react'

/**
 * On start the stored login is checked with GET /auth/profile (the session cookie goes with it): a live session
 * refreshes the stored user (name, role), a rejected one clears it quietly — the route guards then send a guarded
 * page to /login, a public page stays. A network failure keeps the stored user; the next call will tell.
 */
export function SessionCheck() {
  const checked = useRef(false)
  useEffect(() => {
    if (checked.current) return
    checked.current = true
    forgetStoredToken()
    const stored = shopStore.get(userAtom)
    if (!stored) return
    getProfile({ suppressErrorToast: true, quietUnauthorized: true })
      .then((user) => {
        // A login or logout that happened meanwhile wins over this answer.
        if (shopStore.get(userAtom)?._id === stored._id) shopStore.set(userAtom, user)
      })
      .catch(() => {})
  }, [])
  return null
}
