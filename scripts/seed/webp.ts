import { PICTURE_QUALITY } from '@shop/domain'
import sharp from 'sharp'

import type { PictureRole } from './media'

/**
 * A drawn PNG encoded as WebP at the quality the admin's browser gives an upload's original or its copies. At
 * libwebp's effort 2 of 6: half the default's time for about a tenth more bytes, as every fresh start and test run
 * seeds a few hundred pictures.
 */
export async function toWebp(png: Uint8Array, role: PictureRole): Promise<Uint8Array> {
  const encoded = await sharp(png)
    .webp({ quality: Math.round(PICTURE_QUALITY[role] * 100), effort: 2 })
    .toBuffer()
  return new Uint8Array(encoded)
}
