import { MAX_IMAGE_BYTES, MAX_VIDEO_BYTES, type UploadFolder } from '@shop/domain'
import { badRequest } from '../errors'
import { message } from '../messages'
import { SNIFF_BYTES, type SniffedType, sniffMediaType } from './sniff'

/** A file that passed every check, with the type its bytes gave it. */
export interface AcceptedFile {
  file: File
  type: SniffedType
}

const SIZE_CAPS = { image: MAX_IMAGE_BYTES, video: MAX_VIDEO_BYTES } as const

const NAME_MAX = 100

/**
 * The file's name as messages show it: the last path segment, control characters and runs of spaces removed, at most
 * 100 characters ('Dosya' when nothing is left).
 */
export function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const clean = base
    .replace(/\p{Cc}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
  return clean.slice(0, NAME_MAX) || 'Dosya'
}

/**
 * Checks one upload against the folder it goes to: not empty, a type its bytes prove (images: jpeg, png, webp,
 * heic/heif; videos: mp4, quicktime, webm, avi), the kind the folder takes (`videos` only videos, `products` and
 * `categories` only images, `general` either), and its kind's size cap. Throws a 400 naming the file.
 */
export async function acceptFile(file: File, folder: UploadFolder): Promise<AcceptedFile> {
  const name = displayName(file.name)
  if (file.size === 0) throw badRequest(message('admin.upload.empty_file', { name }))
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer())
  const type = sniffMediaType(head)
  if (folder === 'videos') {
    if (type?.kind !== 'video') throw badRequest(message('admin.upload.video_invalid', { name }))
  } else if (!type || (type.kind === 'video' && folder !== 'general')) {
    throw badRequest(message('admin.upload.type_invalid', { name }))
  }
  if (file.size > SIZE_CAPS[type.kind]) {
    const key = type.kind === 'video' ? 'admin.upload.video_too_large' : 'admin.upload.image_too_large'
    throw badRequest(message(key, { name }))
  }
  return { file, type }
}
