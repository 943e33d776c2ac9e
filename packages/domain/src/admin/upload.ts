/** Media uploads (admin.md §5, §7). The type is always decided from the file's bytes, never its name. */
export const UPLOAD_FOLDERS = ['products', 'videos', 'categories', 'general'] as const
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number]
export const DEFAULT_UPLOAD_FOLDER: UploadFolder = 'general'

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const
export const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime', 'video/x-msvideo'] as const
export type ImageType = (typeof IMAGE_TYPES)[number]
export type VideoType = (typeof VIDEO_TYPES)[number]

export const MAX_VIDEO_BYTES = 100 * 1024 * 1024
/** Not given by the spec: images are resized in the browser first, so 10 MB leaves room for a raw phone photo. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024
export const MAX_FILES_PER_UPLOAD = 20

/** The file picker's accept lists (the server still sniffs every file). */
export const IMAGE_ACCEPT =
  '.jpg,.jpeg,.png,.webp,.heic,.heif,image/jpeg,image/png,image/webp,image/heic,image/heif'
export const VIDEO_ACCEPT = '.mp4,.webm,.mov,.avi,video/mp4,video/webm,video/quicktime,video/x-msvideo'

/** What an upload answers per file. */
export interface UploadedFile {
  url: string
  key: string
  contentType: string
  size: number
}

/**
 * The form field of an image upload that carries the smaller copy at `width` of its file number `index` (0 for a
 * single upload): the admin makes the copies in the browser with the photo, and they are stored beside it
 * (responsive-image.ts). Optional: a picture without copies is served whole.
 */
export function uploadCopyField(index: number, width: number): string {
  return `copy${width}_${index}`
}
