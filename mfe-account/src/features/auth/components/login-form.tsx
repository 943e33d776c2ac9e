import { type LoginInput, redirectTargetFrom } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Button, FormAlert, notify, TextField } from '@shop/ui'
import { useForm } from 'react-hook-form'
import { useLocation, useNavigate } from 'react-router-dom'
import { PasswordField } from '../../../components/password-field'
import { useErrorText } from '../../../hooks/use-error-text'
import { loginValidation } from '../../../lib/form-validation-on-demand'
import { useLoginMutation } from '../api/use-sign-in-mutation'
import { authStyles as styles } from './auth-card'

/** One toast for the form's outcome: a success replaces the failure still showing from the try before. */
const OUTCOME_TOAST = 'sign-in-outcome'

/** E-mail and password; on success back to the remembered location (?redirect=), otherwise home. */
export function LoginForm() {
  const t = useT()
  const errorText = useErrorText()
  const navigate = useNavigate()
  const location = useLocation()
  const form = useForm<LoginInput>({
    resolver: loginValidation.resolver,
    defaultValues: { email: '', password: '' },
  })
  const login = useLoginMutation(() => {
    notify.success(t('auth.login_success'), { id: OUTCOME_TOAST })
    navigate(redirectTargetFrom(location.search), { replace: true })
  })
  const submit = form.handleSubmit((input) =>
    login.mutate(input, { onError: () => notify.error(t('auth.login_failed'), { id: OUTCOME_TOAST }) }),
  )
  const { errors } = form.formState

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      onFocus={loginValidation.warm}
      noValidate
      data-testid="login-form"
    >
      {login.isError && <FormAlert>{`${t('auth.login_failed')}: ${login.error.message}`}</FormAlert>}
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        error={errorText(errors.email)}
        {...form.register('email')}
      />
      <PasswordField
        label={t('auth.password')}
        autoComplete="current-password"
        error={errorText(errors.password)}
        {...form.register('password')}
      />
      <Button type="submit" block loading={login.isPending}>
        {login.isPending ? t('auth.logging_in') : t('auth.login_submit')}
      </Button>
    </form>
  )
}
