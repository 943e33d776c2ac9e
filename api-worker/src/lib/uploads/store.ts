import { imageVariantKey, type UploadedFile, type UploadFolder } from '@shop/domain'
import type { BatchItem } from 'drizzle-orm/batch'
import { mediaObjects } from '../../db/schema'
import type { Db, R2Bucket } from '../../env'
import { newId } from '../ids'
import { withCopies } from '../media-usage'
import type { AcceptedCopy } from './copies'

/** A checked file and the type its bytes gave it (an upload's AcceptedFile, or a logo), with a picture's copies. */
export interface StorableFile {
  file: File
  type: { contentType: string; extension: string }
  copies?: readonly AcceptedCopy[]
}

/** The upload folders, and `logos`, which only the settings' logo upload writes. */
export type MediaFolder = UploadFolder | 'logos'

/**
 * What R2 stores. A File is one at run time, but this module is also compiled with DOM (AppType in the front ends)
 * or Node types, whose File is not the Workers types' Blob.
 */
type R2Value = Parameters<R2Bucket['put']>[1]

/** A server-made key: the folder, a fresh id and the extension of the sniffed type (never the uploaded name). */
export function mediaKeyFor(folder: MediaFolder, extension: string): string {
  return `${folder}/${newId()}.${extension}`
}

/**
 * Stores checked files in R2 under fresh keys with their sniffed content type and records each in the media list;
 * a picture's smaller copies go under their own keys beside it (responsive-image.ts), unlisted: they follow it.
 * All or nothing: if any write fails, the objects already stored are deleted again before the error goes on.
 * `alongside` gives statements for the same batch as the media rows: a record that refers to the stored files.
 */
export async function storeUploads(
  db: Db,
  bucket: R2Bucket,
  files: readonly StorableFile[],
  folder: MediaFolder,
  uploadedBy: string,
  alongside: (stored: readonly UploadedFile[]) => BatchItem<'sqlite'>[] = () => [],
): Promise<UploadedFile[]> {
  const stored: UploadedFile[] = []
  try {
    for (const { file, type, copies = [] } of files) {
      const key = mediaKeyFor(folder, type.extension)
      stored.push({ url: `/media/${key}`, key, contentType: type.contentType, size: file.size })
      for (const copy of copies) {
        await bucket.put(imageVariantKey(key, copy.width), copy.file as unknown as R2Value, {
          httpMetadata: { contentType: copy.contentType },
        })
      }
      await bucket.put(key, file as unknown as R2Value, { httpMetadata: { contentType: type.contentType } })
    }
    // One insert per row in one batch: a single multi-row insert of 20 files would pass D1's 100-parameter limit.
    const [first, ...rest] = stored.map((item) =>
      db.insert(mediaObjects).values({
        key: item.key,
        contentType: item.contentType,
        size: item.size,
        folder,
        uploadedBy,
      }),
    )
    if (first) await db.batch([first, ...rest, ...alongside(stored)])
    return stored
  } catch (error) {
    if (stored.length > 0)
      await bucket.delete(stored.flatMap((item) => withCopies(item.key))).catch(() => undefined)
    throw error
  }
}
