import { useT } from '@shop/i18n'
import { Button, useToastsAbove } from '@shop/ui'
import { useRef } from 'react'
import styles from './settings-form.module.css'

interface SettingsActionsProps {
  dirty: boolean
  saving: boolean
  resetting: boolean
  onReset: () => void
}

/** The bar kept at the bottom of the screen: whether anything is unsaved, Reset (asks first) and Save; toasts above it. */
export function SettingsActions({ dirty, saving, resetting, onReset }: SettingsActionsProps) {
  const t = useT()
  const bar = useRef<HTMLDivElement>(null)
  useToastsAbove(bar)
  return (
    <div ref={bar} className={styles.actions}>
      <output className={dirty ? styles.unsaved : styles.saved} aria-live="polite">
        {t(dirty ? 'admin.settings_screen.unsaved' : 'admin.settings_screen.no_changes')}
      </output>
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={onReset} loading={resetting} disabled={saving}>
          {t('admin.settings_screen.reset')}
        </Button>
        <Button type="submit" loading={saving} disabled={resetting}>
          {t('admin.settings_screen.save')}
        </Button>
      </div>
    </div>
  )
}
