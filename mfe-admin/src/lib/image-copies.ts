import { IMAGE_VARIANT_WIDTHS, type ImageVariantWidth, PICTURE_QUALITY, uploadCopyField } from '@shop/domain'
import { resizeImage } from './resize-image'

/** A photo ready to upload: made smaller for the shop, with its copies for phones and cards. */
export interface PreparedImage {
  file: File
  copies: { width: ImageVariantWidth; file: File }[]
}

/**
 * The photo resized for upload (resize-image.ts) and, for each kept width narrower than it, a WebP copy that wide
 * (responsive-image.ts): the storefront sends a phone the copy its card needs instead of the whole photo. A
 * browser that cannot decode the photo, or fails to make a copy, sends it without copies, and the shop serves the
 * photo whole.
 */
export async function prepareImage(original: File): Promise<PreparedImage> {
  const file = await resizeImage(original)
  try {
    const { width, height } = await imageSize(file)
    const { default: imageCompression } = await import('browser-image-compression')
    const copies: PreparedImage['copies'] = []
    for (const copyWidth of IMAGE_VARIANT_WIDTHS.filter((kept) => kept < width)) {
      // The library bounds the longer side: a portrait photo's bound is its height at that width.
      const longerSide = Math.round((copyWidth * Math.max(width, height)) / width)
      const copy = await imageCompression(file, {
        maxWidthOrHeight: longerSide,
        fileType: 'image/webp',
        initialQuality: PICTURE_QUALITY.copy,
        useWebWorker: false,
      })
      copies.push({
        width: copyWidth,
        file: new File([copy], `${copyWidth}-${file.name}`, { type: copy.type }),
      })
    }
    return { file, copies }
  } catch {
    return { file, copies: [] }
  }
}

async function imageSize(file: File): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(file)
  try {
    return { width: bitmap.width, height: bitmap.height }
  } finally {
    bitmap.close()
  }
}

/** Adds a prepared photo to an upload form as `field`, its copies under the fields the API reads for file `index`. */
export function appendImage(form: FormData, field: string, image: PreparedImage, index: number): void {
  form.append(field, image.file, image.file.name)
  for (const copy of image.copies) form.append(uploadCopyField(index, copy.width), copy.file, copy.file.name)
}
