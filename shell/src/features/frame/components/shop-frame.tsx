import type { ReactNode } from 'react'
import { RemoteSlot } from '../../remotes/components/remote-slot'
import { FallbackFooter } from './fallback-footer'
import { FallbackHeader } from './fallback-header'
import styles from './frame.module.css'
import { PageFrame } from './page-frame'

/** The shop's page frame: the storefront's header and footer around the routed content. */
export function ShopFrame({ children, notice }: { children: ReactNode; notice?: ReactNode }) {
  return (
    <PageFrame
      notice={notice}
      header={
        <RemoteSlot
          remote="storefront"
          module="Header"
          loading={<div className={styles.headerPlaceholder} />}
          renderError={() => <FallbackHeader />}
        />
      }
      footer={
        <RemoteSlot
          remote="storefront"
          module="Footer"
          loading={null}
          renderError={() => <FallbackFooter />}
        />
      }
    >
      {children}
    </PageFrame>
  )
}
