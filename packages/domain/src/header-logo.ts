import { resolveMediaUrl } from './media'

/**
 * The logo a header draws: the header logo from settings, else the site logo; '' when neither is set. A module of
 * its own: only headers use it, and the storefront header's chunk keeps its own copy of what it imports.
 */
export function headerLogoOf(settings: { headerLogoUrl?: string | null; logoUrl?: string | null }): string {
  return resolveMediaUrl(settings.headerLogoUrl || settings.logoUrl)
}
