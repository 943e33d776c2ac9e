import { usePublicSettings } from '@shop/api-client'
import { type MessageKey, useT } from '@shop/i18n'
import styles from './site-footer.module.css'

const NETWORKS: readonly {
  key: 'facebook' | 'instagram' | 'twitter' | 'youtube' | 'linkedin'
  label: MessageKey
}[] = [
  { key: 'facebook', label: 'footer.social_facebook' },
  { key: 'instagram', label: 'footer.social_instagram' },
  { key: 'twitter', label: 'footer.social_twitter' },
  { key: 'youtube', label: 'footer.social_youtube' },
  { key: 'linkedin', label: 'footer.social_linkedin' },
]

/** Only http(s) addresses become links; anything else in settings is not shown. */
function safeUrl(value: string): string | null {
  return /^https?:\/\//i.test(value.trim()) ? value.trim() : null
}

/** Social links, each only when set in settings; nothing at all when none is. */
export function SocialLinks() {
  const t = useT()
  const { settings } = usePublicSettings()
  const links = NETWORKS.map((network) => ({
    ...network,
    url: safeUrl(settings.socialMedia[network.key]),
  })).filter((network) => network.url !== null)
  if (links.length === 0) return null
  return (
    <ul className={styles.social} aria-label={t('footer.social')} data-testid="social-links">
      {links.map((link) => (
        <li key={link.key}>
          <a href={link.url ?? ''} target="_blank" rel="noopener noreferrer">
            {t(link.label)}
          </a>
        </li>
      ))}
    </ul>
  )
}
