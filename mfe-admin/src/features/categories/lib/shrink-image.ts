/** Below this a photo is sent as it is: shrinking it again would only cost quality. */
const SHRINK_ABOVE_BYTES = 400 * 1024
const SHRINKABLE = new Set(['image/jpeg', 'image/png', 'image/webp'])

/**
 * A category image is shown small, so a large photo is scaled down in the browser before the upload. Types the
 * browser cannot redraw (HEIC, HEIF) and any failure send the original; the server checks every file anyway.
 */
export async function shrinkImage(file: File): Promise<File> {
  if (!SHRINKABLE.has(file.type) || file.size <= SHRINK_ABOVE_BYTES) return file
  try {
    const { default: imageCompression } = await import('browser-image-compression')
    // No web worker: the library would fetch its worker script from a CDN.
    return await imageCompression(file, { maxSizeMB: 1, maxWidthOrHeight: 1600, useWebWorker: false })
  } catch {
    return file
  }
}
