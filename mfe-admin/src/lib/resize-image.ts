import { PICTURE_QUALITY } from '@shop/domain'

/** The longer side of an uploaded photo, at most. */
const RESIZE_MAX_PX = 1600
/** The library lowers quality, then scale, until the photo fits. */
const MAX_RESIZED_MB = 1
/** A WebP this small is sent as it is: encoding it again would only cost quality. */
const KEEP_WEBP_UP_TO_BYTES = 400 * 1024

const EXTENSIONS: Record<string, string> = { 'image/webp': 'webp', 'image/jpeg': 'jpg', 'image/png': 'png' }

/**
 * A photo made smaller in the browser before upload: at most 1600 px on its longer side and 1 MB, as WebP. A file
 * the browser cannot decode (HEIC outside Safari) and any failure send the original; the server reads its type from
 * the bytes. The work stays on the main thread: the library's worker would load its script from a CDN. The library
 * is fetched on the first upload, not with the screen.
 */
export async function resizeImage(file: File): Promise<File> {
  if (file.type === 'image/webp' && file.size <= KEEP_WEBP_UP_TO_BYTES) return file
  try {
    const { default: imageCompression } = await import('browser-image-compression')
    const resized = await imageCompression(file, {
      maxWidthOrHeight: RESIZE_MAX_PX,
      maxSizeMB: MAX_RESIZED_MB,
      fileType: 'image/webp',
      initialQuality: PICTURE_QUALITY.original,
      useWebWorker: false,
    })
    // A browser without a WebP encoder hands back PNG: name the file after what it really is.
    const extension = EXTENSIONS[resized.type] ?? 'webp'
    const name = `${file.name.replace(/\.[^.]+$/, '') || 'image'}.${extension}`
    return new File([resized], name, { type: resized.type || 'image/webp' })
  } catch {
    return file
  }
}
