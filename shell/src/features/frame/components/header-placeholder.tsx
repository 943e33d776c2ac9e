import { usePublicSettings } from '@shop/api-client'
import { headerLogoOf } from '@shop/domain'
import { useSiteName } from '@shop/ui'

/** The brand's drawn size in the boot frame and here (the storefront's header draws its logo at this height). */
const LOGO_SIZE = 44

/**
 * The header's place while the storefront's header loads: the bar the page first painted, before any script, from
 * shell/index.html's boot frame (its global `shell-boot-*` rules), with the header's logo or the shop's name once the
 * settings are known. So the page goes from that first paint to the header without a blink, and nothing below moves.
 */
export function HeaderPlaceholder({ withBrand = true }: { withBrand?: boolean }) {
  return (
    <div className="shell-boot-bar" aria-hidden="true">
      {withBrand ? <Brand /> : null}
    </div>
  )
}

function Brand() {
  const { settings } = usePublicSettings()
  const siteName = useSiteName()
  const logo = headerLogoOf(settings)
  return (
    <span className="shell-boot-brand">
      {logo ? <img src={logo} alt="" width={LOGO_SIZE} height={LOGO_SIZE} /> : siteName}
    </span>
  )
}
