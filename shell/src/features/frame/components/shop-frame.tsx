import { useT } from '@shop/i18n'
import type { ReactNode } from 'react'
import { RemoteSlot } from '../../remotes/components/remote-slot'
import { FallbackFooter } from './fallback-footer'
import { FallbackHeader } from './fallback-header'
import styles from './frame.module.css'

/** The shop's page frame: the storefront's header and footer around the routed content. */
export function ShopFrame({ children }: { children: ReactNode }) {
  const t = useT()
  return (
    <div className={styles.page}>
      <a className={styles.skip} href="#main">
        {t('app.skip_to_content')}
      </a>
      <RemoteSlot
        remote="storefront"
        module="Header"
        loading={<div className={styles.headerPlaceholder} />}
        renderError={() => <FallbackHeader />}
      />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <RemoteSlot remote="storefront" module="Footer" loading={null} renderError={() => <FallbackFooter />} />
    </div>
  )
}
