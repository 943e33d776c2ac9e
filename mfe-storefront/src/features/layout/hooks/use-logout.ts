import { logout as revokeSession } from '@shop/api-client'
import { useT } from '@shop/i18n'
import { forgetAllSessionDrafts, signOutAtom } from '@shop/state'
import { notify } from '@shop/ui'
import { useSetAtom } from 'jotai'
import { useCallback, useState } from 'react'
import { useNavigate } from 'react-router-dom'

/**
 * Logout: POST /auth/logout revokes the session on the server, then the local session is cleared and
 * 'Çıkış yapıldı' shown. The local sign-out happens even when the call fails: the shopper asked to leave.
 */
export function useLogout() {
  const t = useT()
  const signOut = useSetAtom(signOutAtom)
  const navigate = useNavigate()
  const [pending, setPending] = useState(false)
  const logout = useCallback(async () => {
    setPending(true)
    try {
      await revokeSession({ suppressErrorToast: true, quietUnauthorized: true })
    } catch {
      // The token is dropped below either way; a failed revoke leaves a session that expires on its own.
    } finally {
      signOut()
      forgetAllSessionDrafts()
      setPending(false)
      notify.success(t('auth.logout_success'))
      navigate('/')
    }
  }, [navigate, signOut, t])
  return { logout, pending }
}
