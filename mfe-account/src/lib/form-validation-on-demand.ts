import { shopMessage } from '@shop/i18n'
import { languageAtom, shopStore } from '@shop/state'
import { notify } from '@shop/ui'
import { lazyResolver } from './lazy-resolver'

const validation = () => import(/* webpackChunkName: "form-validation" */ './form-validation')

/** The form could not be checked: said the way a request that could not reach the shop is. */
const unavailable = () => notify.error(shopMessage(shopStore.get(languageAtom), 'error.connection'))

export const loginValidation = lazyResolver(
  () => validation().then((module) => module.loginResolver),
  unavailable,
)
export const registerValidation = lazyResolver(
  () => validation().then((module) => module.registerResolver),
  unavailable,
)
export const profileValidation = lazyResolver(
  () => validation().then((module) => module.profileResolver),
  unavailable,
)
export const addressValidation = lazyResolver(
  () => validation().then((module) => module.addressResolver),
  unavailable,
)

/** A new resolver per e-mail; the module itself is fetched once. */
export const changePasswordValidation = (email: string | undefined) =>
  lazyResolver(() => validation().then((module) => module.changePasswordResolver(email)), unavailable)
