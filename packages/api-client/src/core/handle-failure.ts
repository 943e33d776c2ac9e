import { LOGIN_PATH, loginPathFor } from '@shop/domain'
import { shopStore, signOutAtom, userAtom } from '@shop/state'
import type { ApiError } from './api-error'
import { clientMessage } from './messages'
import { currentLocation, navigateTo } from './navigation'
import { notify } from './notify'

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
      notify.error(clientMessage('error.session_expired'))
      return
    }
  }
  if (!suppressToast) notify.error(error.message || clientMessage('error.generic'))
}
