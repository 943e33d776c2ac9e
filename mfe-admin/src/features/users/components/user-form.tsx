import { zodResolver } from '@hookform/resolvers/zod'
import type { Role } from '@shop/domain'
import { useT } from '@shop/i18n'
import {
  Field,
  fieldControlClass,
  TextField,
  useFormDraftThroughSignIn,
  useUnsavedChangesPrompt,
} from '@shop/ui'
import { useForm, useWatch } from 'react-hook-form'
import { useReportDirty } from '../../../hooks/use-report-dirty'
import { useErrorText } from '../hooks/use-error-text'
import { showServerFieldErrors } from '../lib/server-field-errors'
import {
  createUserFormSchema,
  editUserFormSchema,
  ROLE_CHOICES,
  type UserFormValues,
  type UserSave,
} from '../lib/user-form'
import { UserActiveField } from './user-active-field'
import styles from './user-form.module.css'

const ROLE_LABEL = {
  user: 'admin.users.role_user',
  moderator: 'admin.users.role_moderator',
  admin: 'admin.users.role_admin',
} as const satisfies Record<Role, string>

interface UserFormProps {
  formId: string
  initial: UserFormValues
  /** Absent: a new user. */
  editing?: {
    id: string
    /** The role as stored: an admin account cannot be made passive. */
    storedRole: Role
    /** The signed-in admin's own account: its role cannot be changed. */
    isSelf: boolean
  }
  /** Rejects when the save failed (the caller has shown its toast); field errors then go onto the fields. */
  onSave: (save: UserSave) => Promise<void>
  /** Whether the form holds unsaved changes, for the modal's close. */
  onDirtyChange?: (dirty: boolean) => void
}

/**
 * Whether the Active box is fixed, and at what: an admin is never made passive on this screen (admin.md §4, §6), so a
 * stored admin's flag stays as stored, and a user made admin here (new, or promoted) is active (the role select sets
 * it; the API refuses a passive admin).
 */
function activeLockFor(editing: UserFormProps['editing'], storedActive: boolean, chosenRole: Role) {
  if (editing?.storedRole === 'admin') return { checked: storedActive }
  return chosenRole === 'admin' ? { checked: true } : undefined
}

/**
 * The user form (admin.md §5), validated by the API's own schemas; the submit button lives in the dialog's footer
 * (`form={formId}`).
 */
export function UserForm({ formId, initial, editing, onSave, onDirtyChange }: UserFormProps) {
  const t = useT()
  const errorText = useErrorText()
  const form = useForm<UserFormValues, unknown, UserSave>({
    resolver: zodResolver(editing ? editUserFormSchema(editing.id) : createUserFormSchema),
    defaultValues: initial,
  })
  const { register, formState } = form
  const errors = formState.errors
  const unsavedPrompt = useUnsavedChangesPrompt(formState.isDirty)
  useReportDirty(formState.isDirty, onDirtyChange)
  const draft = useFormDraftThroughSignIn(form, `admin.user:${editing?.id ?? 'new'}`, {
    // A password typed for the account is never kept in the tab's storage: the restored form asks for it again.
    keep: (values) => ({ ...values, password: '', newPassword: '' }),
  })
  const submit = form.handleSubmit(async (save) => {
    try {
      await onSave(save)
    } catch (error) {
      showServerFieldErrors(error, form.setError)
    }
  })
  const chosenRole = useWatch({ control: form.control, name: 'role' })
  const roleField = register('role', {
    onChange: (event: { target: { value: string } }) => {
      if (editing?.storedRole !== 'admin' && event.target.value === 'admin') {
        form.setValue('isActive', true, { shouldDirty: true })
      }
    },
  })
  const roleOptions = ROLE_CHOICES.map((role) => (
    <option key={role} value={role}>
      {t(ROLE_LABEL[role])}
    </option>
  ))

  return (
    <form id={formId} className={styles.form} onSubmit={submit} noValidate>
      {draft.notice}
      <TextField
        label={t('admin.users.field_name')}
        autoComplete="off"
        error={errorText(errors.name)}
        {...register('name')}
      />
      <TextField
        label={t('admin.users.field_email')}
        type="email"
        autoComplete="off"
        error={errorText(errors.email)}
        {...register('email')}
      />
      <TextField
        label={t('admin.users.field_phone')}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        hint={t('admin.users.phone_hint')}
        error={errorText(errors.phone)}
        {...register('phone')}
      />
      {editing ? (
        <TextField
          label={t('admin.users.field_new_password')}
          type="password"
          autoComplete="new-password"
          hint={t('admin.users.new_password_hint')}
          error={errorText(errors.newPassword)}
          {...register('newPassword')}
        />
      ) : (
        <TextField
          label={t('admin.users.field_password')}
          type="password"
          autoComplete="new-password"
          hint={t('admin.users.password_hint')}
          error={errorText(errors.password)}
          {...register('password')}
        />
      )}
      <Field
        label={t('admin.users.field_role')}
        hint={editing?.isSelf ? t('admin.users.own_role_hint') : undefined}
        error={errorText(errors.role)}
      >
        {(control) =>
          // A locked control is left unregistered: the form keeps its stored value and sends it unchanged.
          editing?.isSelf ? (
            <select {...control} className={fieldControlClass} value={initial.role} disabled>
              {roleOptions}
            </select>
          ) : (
            <select {...control} className={fieldControlClass} defaultValue={initial.role} {...roleField}>
              {roleOptions}
            </select>
          )
        }
      </Field>
      <UserActiveField
        registration={register('isActive')}
        locked={activeLockFor(editing, initial.isActive, chosenRole)}
        error={errorText(errors.isActive)}
      />
      {unsavedPrompt}
    </form>
  )
}
