import {
  DEFAULT_UPLOAD_FOLDER,
  MAX_FILES_PER_UPLOAD,
  MAX_VIDEO_BYTES,
  UPLOAD_FOLDERS,
  type UploadFolder,
} from '@shop/domain'
import { HTTPException } from 'hono/http-exception'
import { badRequest } from '../errors'
import { message } from '../messages'

/** Room for the multipart boundaries, part headers and the small text fields around the file(s). */
const FORM_OVERHEAD_BYTES = 1024 * 1024

/** The largest body a one-file upload can need: the biggest allowed file (a video) and the form around it. */
export const MAX_SINGLE_UPLOAD_BODY = MAX_VIDEO_BYTES + FORM_OVERHEAD_BYTES
export const MAX_MULTIPLE_UPLOAD_BODY = MAX_FILES_PER_UPLOAD * MAX_VIDEO_BYTES + FORM_OVERHEAD_BYTES

/**
 * The multipart form of an upload. A declared Content-Length over `maxBytes` is refused before the body is read;
 * a body that is not a multipart form gets 'file required', and one that does not parse a 400 (never a 500).
 * The runtime's own parser is used rather than Hono's parseBody, which would hold the body twice in memory.
 */
export async function readUploadForm(request: Request, maxBytes: number): Promise<FormData> {
  const declared = Number(request.headers.get('Content-Length') ?? Number.NaN)
  if (Number.isFinite(declared) && declared > maxBytes) {
    throw new HTTPException(413, { message: message('admin.upload.request_too_large') })
  }
  const mediaType = request.headers.get('Content-Type')?.split(';')[0]?.trim().toLowerCase()
  if (mediaType !== 'multipart/form-data') throw badRequest(message('admin.upload.file_required'))
  try {
    return await request.formData()
  } catch {
    throw badRequest(message('admin.upload.body_invalid'))
  }
}

/** The `folder` field: one of the upload folders, `general` when absent or blank. */
export function uploadFolder(form: FormData): UploadFolder {
  const value = entry(form, 'folder')
  if (value === null || (typeof value === 'string' && value.trim() === '')) return DEFAULT_UPLOAD_FOLDER
  const folder = typeof value === 'string' ? value.trim() : ''
  if (!(UPLOAD_FOLDERS as readonly string[]).includes(folder)) {
    throw badRequest(message('admin.upload.folder_invalid'))
  }
  return folder as UploadFolder
}

/** The one file of a single upload (`file`). */
export function singleFile(form: FormData): File {
  const value = entry(form, 'file')
  if (!(value instanceof File)) throw badRequest(message('admin.upload.file_required'))
  return value
}

/** The files of a multiple upload: every `files` (or `files[]`) entry, 1 to MAX_FILES_PER_UPLOAD of them. */
export function multipleFiles(form: FormData): File[] {
  const values = [...entries(form, 'files'), ...entries(form, 'files[]')]
  if (values.length === 0) throw badRequest(message('admin.upload.file_required'))
  if (values.length > MAX_FILES_PER_UPLOAD) throw badRequest(message('admin.upload.too_many_files'))
  return values.map((value) => {
    if (!(value instanceof File)) throw badRequest(message('admin.upload.file_required'))
    return value
  })
}

/**
 * A form's values as the runtime gives them (strings and Files); the bundled workers types still describe the old
 * string-only FormData.
 */
function entries(form: FormData, name: string): unknown[] {
  return form.getAll(name)
}

function entry(form: FormData, name: string): unknown {
  return entries(form, name)[0] ?? null
}
