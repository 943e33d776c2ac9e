import { z } from 'zod'

/** POST /settings/upload-logo/:type (admin.md §5 "Logo upload"). */
export const LOGO_KINDS = ['logo', 'headerLogo', 'footerLogo', 'favicon'] as const
export type LogoKind = (typeof LOGO_KINDS)[number]

/** The settings field each upload sets. */
export const LOGO_SETTING = {
  logo: 'logoUrl',
  headerLogo: 'headerLogoUrl',
  footerLogo: 'footerLogoUrl',
  favicon: 'faviconUrl',
} as const satisfies Record<LogoKind, string>
export type LogoSetting = (typeof LOGO_SETTING)[LogoKind]

export const LOGO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/x-icon'] as const
export type LogoContentType = (typeof LOGO_CONTENT_TYPES)[number]

/** Logos: jpeg, png, webp (heic and heif are refused); favicon: ico and png. Read from the bytes, never the name. */
export const LOGO_TYPES_BY_KIND: Record<LogoKind, readonly LogoContentType[]> = {
  logo: ['image/jpeg', 'image/png', 'image/webp'],
  headerLogo: ['image/jpeg', 'image/png', 'image/webp'],
  footerLogo: ['image/jpeg', 'image/png', 'image/webp'],
  favicon: ['image/x-icon', 'image/png'],
}

/** admin.md §9: 2 MB. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024

/** The file pickers' accept lists (the server still sniffs every file). */
export const LOGO_ACCEPT = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp'
export const FAVICON_ACCEPT = '.ico,.png,image/x-icon,image/vnd.microsoft.icon,image/png'

export const logoKindParamSchema = z.object({ type: z.enum(LOGO_KINDS, 'admin.settings.logo_kind_invalid') })

/** What the upload answers: the stored path, under both names the screens read. */
export interface LogoUploadAnswer {
  type: LogoKind
  logoUrl: string
  url: string
}
