import { IMAGE_VARIANT_WIDTHS, type ImageVariantWidth, MAX_IMAGE_BYTES, uploadCopyField } from '@shop/domain'
import { badRequest } from '../errors'
import { message } from '../messages'
import { type AcceptedFile, displayName } from './accept'
import { SNIFF_BYTES, sniffMediaType } from './sniff'

/** A smaller copy of an uploaded picture, checked, with the type its bytes gave it. */
export interface AcceptedCopy {
  width: ImageVariantWidth
  file: File
  contentType: string
}

/** What a browser shows in an `<img>` without help: the copies are only ever shown there. */
const SHOWN_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp']

/**
 * The copies sent for upload file number `index` (`uploadCopyField`), each checked: a picture's only, each a JPEG,
 * PNG or WebP by its bytes and within the image size cap. A copy that fails refuses the whole upload (400 naming
 * the file), as a bad file does.
 */
export async function acceptCopies(
  form: FormData,
  index: number,
  original: AcceptedFile,
): Promise<AcceptedCopy[]> {
  const copies: AcceptedCopy[] = []
  for (const width of IMAGE_VARIANT_WIDTHS) {
    const value: unknown = form.get(uploadCopyField(index, width))
    if (value === null) continue
    const refuse = () =>
      badRequest(message('admin.upload.copy_invalid', { name: displayName(original.file.name) }))
    if (!(value instanceof File) || original.type.kind !== 'image') throw refuse()
    if (value.size === 0 || value.size > MAX_IMAGE_BYTES) throw refuse()
    const type = sniffMediaType(new Uint8Array(await value.slice(0, SNIFF_BYTES).arrayBuffer()))
    if (!type || !SHOWN_TYPES.includes(type.contentType)) throw refuse()
    copies.push({ width, file: value, contentType: type.contentType })
  }
  return copies
}
