import { LOGO_KINDS, type LogoKind } from '@shop/domain'
import { useT } from '@shop/i18n'
import { SettingsCard } from '../settings-card'
import { LogoField } from './logo-field'
import styles from './logos-card.module.css'

const LABEL = {
  logo: 'admin.settings_screen.logo',
  headerLogo: 'admin.settings_screen.header_logo',
  footerLogo: 'admin.settings_screen.footer_logo',
  favicon: 'admin.settings_screen.favicon',
} as const satisfies Record<LogoKind, string>

/** Logos and images: the logo, header logo, footer logo and favicon, each previewed and uploadable. */
export function LogosCard() {
  const t = useT()
  return (
    <SettingsCard
      title={t('admin.settings_screen.logos_title')}
      description={t('admin.settings_screen.logos_description')}
    >
      <div className={styles.logos}>
        {LOGO_KINDS.map((kind) => (
          <LogoField key={kind} kind={kind} label={t(LABEL[kind])} />
        ))}
      </div>
    </SettingsCard>
  )
}
