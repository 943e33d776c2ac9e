import { useT } from '@shop/i18n'
import { TextField } from '@shop/ui'
import { type ComponentProps, useState } from 'react'
import styles from './password-field.module.css'

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'addon'>

/** A password input with a show/hide toggle. */
export function PasswordField(props: PasswordFieldProps) {
  const t = useT()
  const [visible, setVisible] = useState(false)
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      addon={
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={visible}
          onClick={() => setVisible((current) => !current)}
        >
          {visible ? t('auth.hide_password') : t('auth.show_password')}
        </button>
      }
    />
  )
}
