import { HeaderPlaceholder } from './header-placeholder'
import { PageFrame } from './page-frame'

/**
 * The frame while the public settings are on their way: the header's space is held, nothing of a remote is loaded
 * yet, since the settings decide whether the shop or the maintenance page is shown.
 */
export function WaitingFrame() {
  return (
    <PageFrame header={<HeaderPlaceholder withBrand={false} />} footer={null}>
      <div aria-busy="true" />
    </PageFrame>
  )
}
