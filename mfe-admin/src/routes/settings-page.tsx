import { useT } from '@shop/i18n'
import { usePageTitle } from '@shop/ui'
import { PageHeader } from '../components/page-header'
import { SettingsForm } from '../features/settings/components/settings-form'
import styles from '../features/settings/components/settings-form.module.css'

/** /admin/settings (admins only): every settings card in one form, saved together. */
export function SettingsPage() {
  const t = useT()
  usePageTitle(t('admin.settings_screen.title'))
  return (
    <>
      <PageHeader title={t('admin.settings_screen.title')}>
        <p className={styles.intro}>{t('admin.settings_screen.intro')}</p>
      </PageHeader>
      <SettingsForm />
    </>
  )
}
