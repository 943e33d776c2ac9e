import { useT } from '@shop/i18n'
import { useId } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import layout from '../../../components/form-layout.module.css'
import styles from './user-form.module.css'

interface UserActiveFieldProps {
  registration: UseFormRegisterReturn<'isActive'>
  /** Present: the box is fixed at `checked` and says why (an admin account is never made passive, admin.md §4). */
  locked?: { checked: boolean }
  error: string | undefined
}

/** The user form's Active checkbox, with its refusal or, when it is locked, the reason. */
export function UserActiveField({ registration, locked, error }: UserActiveFieldProps) {
  const t = useT()
  const noteId = useId()
  return (
    <div className={styles.check}>
      <label className={layout.checkRow}>
        <input
          // A locked box is left unregistered, the form keeping its own value; a box that locks or unlocks is a new
          // one rather than an uncontrolled input turning controlled.
          key={locked ? 'locked' : 'free'}
          type="checkbox"
          aria-describedby={locked || error ? noteId : undefined}
          aria-invalid={Boolean(error)}
          {...(locked ? { checked: locked.checked, disabled: true, readOnly: true } : registration)}
        />
        {t('admin.users.field_active')}
      </label>
      {error ? (
        <p id={noteId} className={styles.error} role="alert">
          {error}
        </p>
      ) : (
        locked && (
          <p id={noteId} className={layout.note}>
            {t('admin.users.admin_active_hint')}
          </p>
        )
      )}
    </div>
  )
}
