import { useT } from '@shop/i18n'
import { useEffect, useState } from 'react'
import { clearOverrides, type RemotePreview, withoutOverrideParams } from '../lib/remote-overrides'
import styles from './preview-banner.module.css'

/** `/remote-builds/<remote>/<build>/mf-manifest.json` names its build; any other address is shown whole. */
export function previewLabel(url: string): string {
  return /\/remote-builds\/[^/]+\/([^/]+)\/mf-manifest\.json$/.exec(url)?.[1] ?? url
}

/** Drops the tab's previews and loads the same page from the registry. */
function closePreviews() {
  try {
    clearOverrides(window.sessionStorage)
  } catch {
    // Storage refused: nothing was kept.
  }
  window.location.replace(withoutOverrideParams(window.location.href))
}

/**
 * While this tab loads a remote from a preview build, a bar above the page says which and closes it in one click;
 * nothing is rendered otherwise.
 */
export function PreviewBanner({ previews }: { previews: Promise<RemotePreview[]> }) {
  const t = useT()
  const [active, setActive] = useState<RemotePreview[]>([])
  useEffect(() => {
    let current = true
    previews.then((found) => current && setActive(found)).catch(() => {})
    return () => {
      current = false
    }
  }, [previews])
  if (active.length === 0) return null
  return (
    <section className={styles.banner} aria-label={t('remote.preview_title')} data-testid="preview-banner">
      <div className={styles.inner}>
        <ul className={styles.list}>
          {active.map(({ remote, url }) => (
            <li key={remote}>
              {t('remote.preview_active', { remote })}{' '}
              <span className={styles.build}>{previewLabel(url)}</span>
            </li>
          ))}
        </ul>
        <button type="button" className={styles.close} onClick={closePreviews}>
          {t('remote.preview_close')}
        </button>
      </div>
    </section>
  )
}
