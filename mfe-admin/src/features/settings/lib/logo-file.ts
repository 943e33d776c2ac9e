import { LOGO_MAX_BYTES, LOGO_TYPES_BY_KIND, type LogoContentType, type LogoKind } from '@shop/domain'

/** Other names browsers give the accepted types. */
const TYPE_ALIASES: Record<string, LogoContentType> = {
  'image/jpg': 'image/jpeg',
  'image/vnd.microsoft.icon': 'image/x-icon',
}

/** What a file without a declared type is taken to be, from its name (some systems declare no type for .ico). */
const EXTENSION_TYPES: Record<string, LogoContentType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  ico: 'image/x-icon',
}

function declaredType(file: Pick<File, 'name' | 'type'>): LogoContentType | undefined {
  const type = file.type.toLowerCase()
  if (type) return TYPE_ALIASES[type] ?? (type as LogoContentType)
  const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
  return EXTENSION_TYPES[extension]
}

export type LogoFileProblem = 'admin.settings.logo_type_invalid' | 'admin.settings.logo_too_large'

/**
 * The screen's own check before an upload (admin.md §5): the kind's types ('Geçersiz dosya formatı!', heic and
 * heif refused), then 2 MB ("Dosya boyutu 2MB'dan küçük olmalıdır!"). The server still reads the type from the bytes.
 */
export function logoFileProblem(
  kind: LogoKind,
  file: Pick<File, 'name' | 'type' | 'size'>,
): LogoFileProblem | null {
  const type = declaredType(file)
  if (!type || !LOGO_TYPES_BY_KIND[kind].includes(type)) return 'admin.settings.logo_type_invalid'
  if (file.size > LOGO_MAX_BYTES) return 'admin.settings.logo_too_large'
  return null
}
