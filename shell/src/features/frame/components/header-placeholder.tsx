import { usePublicSettings } from '@shop/api-client'
import { HEADER_LOGO_HEIGHT, headerLogoOf } from '@shop/domain'
import { useSiteName } from '@shop/ui'

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
      {logo ? <img src={logo} alt="" width={HEADER_LOGO_HEIGHT} height={HEADER_LOGO_HEIGHT} /> : siteName}
    </span>
  )
}
