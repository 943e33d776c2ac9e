import type { AccountUser } from '@shop/api-client'
import { useT } from '@shop/i18n'
import { Button, FormAlert, notify, TextField, useFormDraftThroughSignIn } from '@shop/ui'
import { useForm } from 'react-hook-form'
import { useErrorText } from '../../../hooks/use-error-text'
import { profileValidation } from '../../../lib/form-validation-on-demand'
import { useUpdateProfile } from '../api/use-update-profile'
import styles from './form.module.css'

/** Name and phone; the e-mail is shown but cannot be changed by its owner. */
export function PersonalInfoForm({ user }: { user: AccountUser }) {
  const t = useT()
  const errorText = useErrorText()
  const update = useUpdateProfile()
  const form = useForm({
    resolver: profileValidation.resolver,
    values: { name: user.name, phone: user.phone ?? '' },
  })
  const draft = useFormDraftThroughSignIn(form, 'account.profile')
  const submit = form.handleSubmit((input) =>
    update.mutate(
      { name: input.name, phone: input.phone ?? '' },
      {
        onSuccess: () => notify.success(t('profile.updated')),
        onError: () => notify.error(t('profile.update_failed')),
      },
    ),
  )
  const { errors } = form.formState
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      onFocus={profileValidation.warm}
      noValidate
      data-testid="profile-form"
    >
      {draft.notice}
      {update.isError && <FormAlert>{`${t('profile.update_failed')}: ${update.error.message}`}</FormAlert>}
      <TextField
        label={t('profile.name')}
        autoComplete="name"
        error={errorText(errors.name)}
        {...form.register('name')}
      />
      <TextField
        label={t('profile.email')}
        type="email"
        value={user.email}
        disabled
        readOnly
        hint={t('profile.email_note')}
      />
      <TextField
        label={t('profile.phone')}
        type="tel"
        autoComplete="tel"
        error={errorText(errors.phone)}
        {...form.register('phone')}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={update.isPending}>
          {t('profile.save')}
        </Button>
      </div>
    </form>
  )
}
