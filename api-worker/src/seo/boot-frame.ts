import {
  HEADER_LOGO_HEIGHT,
  headerLogoOf,
  type Language,
  readLocalized,
  resolveMediaUrl,
  type Settings,
} from '@shop/domain'
import { themeVariables } from '@shop/domain/theme-variables'
import { type BootData, inlinedSettings } from './boot-keys'
import { escapeHtml } from './escape'
import { firstScreenHtml } from './first-screen'
import type { ShopPage } from './page-route'

/** The element of the shell's index.html that paints the page before any script runs (shell/index.html). */
const BOOT_FRAME_SELECTOR = '#shell-boot'

/** As the storefront's header draws its brand: the header's logo (`HEADER_LOGO_HEIGHT` high), else the shop's name. */
export function bootBrand(
  settings: Pick<Settings, 'siteName' | 'headerLogoUrl' | 'logoUrl'>,
  language: Language,
): string {
  const logo = headerLogoOf(settings)
  if (logo)
    return `<img src="${escapeHtml(logo)}" alt="" width="${HEADER_LOGO_HEIGHT}" height="${HEADER_LOGO_HEIGHT}">`
  return escapeHtml(readLocalized(settings.siteName, language))
}

/** An address that can stand in an attribute as it is: nothing that could close the attribute or the tag. */
const PLAIN_ADDRESS = /^[^\s"'<>&]+$/

/**
 * The favicon from settings, for the page's icon link: the shell's `/favicon.ico` is a redirect to it, and the shell
 * sets the link to it after its first render, which made the browser fetch the icon again. Null without one (the
 * link then stays `/favicon.ico`, which answers 404) or for an address that is not plain.
 */
export function faviconHref(settings: Pick<Settings, 'faviconUrl'>): string | null {
  const href = resolveMediaUrl(settings.faviconUrl)
  return href && PLAIN_ADDRESS.test(href) ? href : null
}

/**
 * The page's first paint, before any script or stylesheet has arrived: the theme's colours on `<html>` (the same
 * variables the shell's SettingsEffects sets later, so nothing changes colour when it does), the favicon from settings
 * on the icon link (the same the shell would set) and, on pages framed by
 * the shop's header, the header's bar with its logo or the shop's name in the visitor's language. On a slow phone
 * the shop shows itself at once instead of a blank page; React replaces the frame on its first render (nothing
 * moves: it is taken away, not shifted). A shop page's frame also holds its first screen (first-screen.ts). Pages whose
 * settings were not inlined keep the shell's plain frame.
 */
export function paintBootFrame(
  rewriter: HTMLRewriter,
  boot: BootData,
  language: Language,
  { withShopHeader, page }: { withShopHeader: boolean; page?: ShopPage },
): HTMLRewriter {
  const settings = inlinedSettings(boot)
  if (!settings) return rewriter
  const colours = Object.entries(themeVariables(settings.theme))
    .map(([name, value]) => `${name}:${value}`)
    .join(';')
  rewriter.on('html', { element: (element) => void element.setAttribute('style', colours) })
  const favicon = faviconHref(settings)
  if (favicon)
    rewriter.on('head link[rel="icon"]', { element: (element) => void element.setAttribute('href', favicon) })
  if (!withShopHeader) return rewriter
  const brand = bootBrand(settings, language)
  const firstScreen = page ? firstScreenHtml(page, boot, settings, language) : ''
  return rewriter.on(BOOT_FRAME_SELECTOR, {
    element(element) {
      // A frame with the page's content is the page until React replaces it: read, and its links reachable.
      if (firstScreen) element.removeAttribute('aria-hidden')
      element.setInnerContent(
        `<div class="shell-boot-bar"><span class="shell-boot-brand">${brand}</span></div>${firstScreen}`,
        { html: true },
      )
    },
  })
}
