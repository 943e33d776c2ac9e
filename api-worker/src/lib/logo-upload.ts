import {
  LOGO_MAX_BYTES,
  LOGO_SETTING,
  LOGO_TYPES_BY_KIND,
  type LogoContentType,
  type LogoKind,
  type LogoUploadAnswer,
} from '@shop/domain'
import { HTTPException } from 'hono/http-exception'
import { droppedMedia, settingsWriteStatements } from '../db/queries/admin-settings'
import { readSettings } from '../db/queries/settings'
import type { Db, R2Bucket } from '../env'
import { badRequest } from './errors'
import { releaseUnusedMedia } from './media-usage'
import { message } from './messages'
import { readUploadForm } from './uploads/form'
import { SNIFF_BYTES, sniffIconType, sniffMediaType } from './uploads/sniff'
import { type StorableFile, storeUploads } from './uploads/store'

/** Room for the multipart boundary and part headers around the one file. */
const FORM_OVERHEAD_BYTES = 64 * 1024
const MAX_LOGO_BODY = LOGO_MAX_BYTES + FORM_OVERHEAD_BYTES

/** What the bytes say a logo is: an image the shop takes, or an icon; null for anything else. */
export function sniffLogoType(head: Uint8Array): { contentType: LogoContentType; extension: string } | null {
  const media = sniffMediaType(head)
  if (media?.kind === 'image') {
    const { contentType, extension } = media
    return contentType === 'image/heic' || contentType === 'image/heif' ? null : { contentType, extension }
  }
  return media ? null : sniffIconType(head)
}

/** The `logo` field of the form, checked for its kind: size first (2 MB), then the type its bytes prove. */
async function acceptLogo(request: Request, kind: LogoKind): Promise<StorableFile> {
  const declared = Number(request.headers.get('Content-Length') ?? Number.NaN)
  if (Number.isFinite(declared) && declared > MAX_LOGO_BODY) {
    throw new HTTPException(413, { message: message('admin.settings.logo_too_large') })
  }
  const form = await readUploadForm(request, MAX_LOGO_BODY)
  const file: unknown = form.getAll('logo')[0]
  if (!(file instanceof File)) throw badRequest(message('admin.upload.file_required'))
  if (file.size > LOGO_MAX_BYTES) throw badRequest(message('admin.settings.logo_too_large'))
  const type = sniffLogoType(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()))
  if (!type || !LOGO_TYPES_BY_KIND[kind].includes(type.contentType)) {
    throw badRequest(message('admin.settings.logo_type_invalid'))
  }
  return { file, type }
}

/**
 * A logo upload (multipart field `logo`): stored in R2 under `logos/`, recorded in the media list, set as the kind's
 * settings field with an audit row, all in one batch; the logo it replaces is released when nothing else shows it.
 */
export async function uploadLogo(
  db: Db,
  bucket: R2Bucket,
  request: Request,
  kind: LogoKind,
  actorId: string,
): Promise<LogoUploadAnswer> {
  const accepted = await acceptLogo(request, kind)
  const field = LOGO_SETTING[kind]
  const before = await readSettings(db)
  let after = before
  const [stored] = await storeUploads(db, bucket, [accepted], 'logos', actorId, ([item]) => {
    after = { ...before, [field]: item?.url ?? '' }
    return settingsWriteStatements(db, { actorId, verb: 'upload_logo', entityId: field, before, after })
  })
  if (!stored) throw new Error('storeUploads answered no file for one logo')
  await releaseUnusedMedia(db, bucket, droppedMedia(before, after))
  return { type: kind, logoUrl: stored.url, url: stored.url }
}
