import { api } from '@shop/api-client'
import { shopStore, tokenAtom, userAtom } from '@shop/state'
import { useEffect, useRef } from 'react'

/**
 * On start the stored login is checked with GET /auth/profile: a valid token refreshes the stored user (name, role),
 * a rejected one clears both quietly — the route guards then send a guarded page to /login, a public page stays.
 * A network failure keeps the stored session; the next call will tell.
 */
export function SessionCheck() {
  const checked = useRef(false)
  useEffect(() => {
    if (checked.current) return
    checked.current = true
    const token = shopStore.get(tokenAtom)
    if (!token) return
    api.auth
      .profile({ suppressErrorToast: true, quietUnauthorized: true })
      .then((user) => {
        // A login or logout that happened meanwhile wins over this answer.
        if (shopStore.get(tokenAtom) === token) shopStore.set(userAtom, user)
      })
      .catch(() => {})
  }, [])
  return null
}
