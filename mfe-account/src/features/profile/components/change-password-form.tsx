import type { ChangePasswordInput } from '@shop/domain'
import { useT } from '@shop/i18n'
import { userAtom } from '@shop/state'
import { Button, FormAlert, notify } from '@shop/ui'
import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { PasswordField } from '../../../components/password-field'
import { useErrorText } from '../../../hooks/use-error-text'
import { changePasswordValidation } from '../../../lib/form-validation-on-demand'
import { useChangePassword } from '../api/use-change-password'
import styles from './form.module.css'

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' }

/** Current, new and confirmed password; every field is cleared once the change succeeds. */
export function ChangePasswordForm() {
  const t = useT()
  const errorText = useErrorText()
  const change = useChangePassword()
  const email = useAtomValue(userAtom)?.email
  // With the signed-in e-mail known, the form also refuses it as the new password before sending.
  const validation = useMemo(() => changePasswordValidation(email), [email])
  const form = useForm<ChangePasswordInput>({
    resolver: validation.resolver,
    defaultValues: EMPTY,
  })
  const submit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset(EMPTY)
          notify.success(t('password.changed'))
        },
        onError: () => notify.error(t('password.change_failed')),
      },
    ),
  )
  const { errors } = form.formState
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      onFocus={validation.warm}
      noValidate
      data-testid="password-form"
    >
      {change.isError && <FormAlert>{`${t('password.change_failed')}: ${change.error.message}`}</FormAlert>}
      <PasswordField
        label={t('password.current')}
        autoComplete="current-password"
        error={errorText(errors.currentPassword)}
        {...form.register('currentPassword')}
      />
      <PasswordField
        label={t('password.new')}
        autoComplete="new-password"
        error={errorText(errors.newPassword)}
        {...form.register('newPassword')}
      />
      <PasswordField
        label={t('password.confirm')}
        autoComplete="new-password"
        error={errorText(errors.confirmPassword)}
        {...form.register('confirmPassword')}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={change.isPending}>
          {t('password.submit')}
        </Button>
      </div>
    </form>
  )
}
