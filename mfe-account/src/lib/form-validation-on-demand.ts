import { shopMessage } from '@shop/i18n'
import { languageAtom, shopStore } from '@shop/state'
import { notify } from '@shop/ui'
import type { FieldValues, Resolver } from 'react-hook-form'
import { lazyResolver } from './lazy-resolver'

type Validation = typeof import('./form-validation')

const validation = () => import(/* webpackChunkName: "form-validation" */ './form-validation')

/** The form could not be checked: said the way a request that could not reach the shop is. */
const unavailable = () => notify.error(shopMessage(shopStore.get(languageAtom), 'error.connection'))

/** A form's resolver from the validation chunk, fetched once for every form. */
const onDemand = <Input extends FieldValues, Context, Output>(
  pick: (module: Validation) => Resolver<Input, Context, Output>,
) => lazyResolver(() => validation().then(pick), unavailable)

export const loginValidation = onDemand((module) => module.loginResolver)
export const registerValidation = onDemand((module) => module.registerResolver)
export const profileValidation = onDemand((module) => module.profileResolver)
export const addressValidation = onDemand((module) => module.addressResolver)

/** A new resolver per e-mail. */
export const changePasswordValidation = (email: string | undefined) =>
  onDemand((module) => module.changePasswordResolver(email))
