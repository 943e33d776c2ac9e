import type { ReactNode } from 'react'
import { RemoteSlot } from '../../remotes/components/remote-slot'
import { FRAME_FALLBACK_MS } from '../../remotes/lib/remote-timing'
import { FallbackFooter } from './fallback-footer'
import { FallbackHeader } from './fallback-header'
import { HeaderPlaceholder } from './header-placeholder'
import { PageFrame } from './page-frame'

/**
 * The shop's page frame: the storefront's header and footer around the routed content. The frame never waits for the
 * storefront: when its header and footer are slow, the shell's own take their place until they arrive.
 */
export function ShopFrame({ children, notice }: { children: ReactNode; notice?: ReactNode }) {
  return (
    <PageFrame
      notice={notice}
      header={
        <RemoteSlot
          remote="storefront"
          module="Header"
          loading={<HeaderPlaceholder />}
          renderSlow={() => <FallbackHeader />}
          slowAfterMs={FRAME_FALLBACK_MS}
          renderError={() => <FallbackHeader />}
        />
      }
      footer={
        <RemoteSlot
          remote="storefront"
          module="Footer"
          loading={null}
          renderSlow={() => <FallbackFooter />}
          slowAfterMs={FRAME_FALLBACK_MS}
          renderError={() => <FallbackFooter />}
        />
      }
    >
      {children}
    </PageFrame>
  )
}
