import { type RegisterInput, redirectTargetFrom } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Button, FormAlert, notify, TextField } from '@shop/ui'
import { useForm } from 'react-hook-form'
import { useLocation, useNavigate } from 'react-router-dom'
import { PasswordField } from '../../../components/password-field'
import { useErrorText } from '../../../hooks/use-error-text'
import { registerValidation } from '../../../lib/form-validation-on-demand'
import { useRegisterMutation } from '../api/use-sign-in-mutation'
import { authStyles as styles } from './auth-card'

/** One toast for the form's outcome: a success replaces the failure still showing from the try before. */
const OUTCOME_TOAST = 'register-outcome'

const EMPTY: RegisterInput = { name: '', email: '', phone: '', password: '', confirmPassword: '' }

/**
 * Name, e-mail, optional phone, password and confirmation; on success home, or back to the remembered location when
 * the shopper came through login (e.g. from checkout).
 */
export function RegisterForm() {
  const t = useT()
  const errorText = useErrorText()
  const navigate = useNavigate()
  const location = useLocation()
  const form = useForm<RegisterInput>({ resolver: registerValidation.resolver, defaultValues: EMPTY })
  const register = useRegisterMutation(() => {
    notify.success(t('auth.register_success'), { id: OUTCOME_TOAST })
    navigate(redirectTargetFrom(location.search), { replace: true })
  })
  const submit = form.handleSubmit((input) =>
    register.mutate(input, { onError: () => notify.error(t('auth.register_failed'), { id: OUTCOME_TOAST }) }),
  )
  const { errors } = form.formState

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      onFocus={registerValidation.warm}
      noValidate
      data-testid="register-form"
    >
      {register.isError && <FormAlert>{`${t('auth.register_failed')}: ${register.error.message}`}</FormAlert>}
      <TextField
        label={t('auth.name')}
        autoComplete="name"
        error={errorText(errors.name)}
        {...form.register('name')}
      />
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        error={errorText(errors.email)}
        {...form.register('email')}
      />
      <TextField
        label={t('auth.phone')}
        type="tel"
        autoComplete="tel"
        error={errorText(errors.phone)}
        {...form.register('phone')}
      />
      <PasswordField
        label={t('auth.password')}
        autoComplete="new-password"
        error={errorText(errors.password)}
        {...form.register('password')}
      />
      <PasswordField
        label={t('auth.confirm_password')}
        autoComplete="new-password"
        error={errorText(errors.confirmPassword)}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" block loading={register.isPending}>
        {register.isPending ? t('auth.registering') : t('auth.register_submit')}
      </Button>
    </form>
  )
}
