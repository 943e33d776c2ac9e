import { useT } from '@shop/i18n'
import { TextField } from '@shop/ui'
import { type ComponentProps, useState } from 'react'
import styles from './password-field.module.css'

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'addon'>

/**
 * A password input with a show/hide toggle. The button's name says what a press does ('Şifreyi göster', then
 * 'Şifreyi gizle'), so it carries no aria-pressed: a changing name and a pressed state would read 'Şifreyi gizle,
 * pressed'.
 */
export function PasswordField(props: PasswordFieldProps) {
  const t = useT()
  const [visible, setVisible] = useState(false)
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      addon={
        <button type="button" className={styles.toggle} onClick={() => setVisible((current) => !current)}>
          {visible ? t('auth.hide_password') : t('auth.show_password')}
        </button>
      }
    />
  )
}
