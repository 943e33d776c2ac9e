import { LOGIN_PATH, loginPathFor, TOAST_DURATION_MS } from '@shop/domain'
import { shopStore, signOutAtom, userAtom } from '@shop/state'
import { toast } from 'sonner'
import type { ApiError } from './api-error'
import { clientMessage } from './messages'
import { currentLocation, navigateTo } from './navigation'

const AUTH_SCREENS = [LOGIN_PATH, '/register']

/**
 * Any 401 clears the stored session and sends the browser to /login remembering where it was. Other failures show
 * the server's message (or the generic one) as an error toast unless the call suppressed it.
 */
export function handleFailure(error: ApiError, suppressToast: boolean, quietUnauthorized = false): void {
  if (error.status === 401) {
    const hadSession = shopStore.get(userAtom) !== null
    shopStore.set(signOutAtom)
    if (quietUnauthorized) return
    const here = currentLocation()
    const onAuthScreen = AUTH_SCREENS.some((path) => here === path || here.startsWith(`${path}?`))
    if (!onAuthScreen) navigateTo(loginPathFor(here))
    if (hadSession) {
      toast.error(clientMessage('error.session_expired'), { duration: TOAST_DURATION_MS.error })
      return
    }
  }
  if (!suppressToast)
    toast.error(error.message || clientMessage('error.generic'), { duration: TOAST_DURATION_MS.error })
}
