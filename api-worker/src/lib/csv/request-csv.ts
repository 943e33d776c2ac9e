import { MAX_IMPORT_BYTES } from '@shop/domain'
import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import { badRequest } from '../errors'
import { message } from '../messages'

/** Room for the multipart envelope around a file of the largest allowed size. */
const MULTIPART_ALLOWANCE = 64 * 1024

const tooLarge = () =>
  new HTTPException(413, { message: message('admin.csv.too_large', { max: MAX_IMPORT_BYTES / 1024 / 1024 }) })

const notCsv = (status: 400 | 415) =>
  new HTTPException(status, { message: message('admin.csv.file_required') })

/** Refuses a body over the import limit before it is read (by Content-Length, or while it streams in). */
export const importBodyLimit = () =>
  bodyLimit({
    maxSize: MAX_IMPORT_BYTES + MULTIPART_ALLOWANCE,
    onError: () => {
      throw tooLarge()
    },
  })

const CSV_TYPES = /^(text\/(csv|plain)|application\/(csv|vnd\.ms-excel|octet-stream))\b/i

/**
 * UTF-8 text of the file. A file Excel saved as "CSV" with a Turkish locale is Windows-1254, not UTF-8: such bytes
 * are read as Windows-1254 so its ğ, ş and ı survive instead of turning into replacement characters.
 */
export function decodeCsv(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1254').decode(bytes)
  }
}

/** The CSV of an import call: the raw body (`text/csv`) or the `file` field of a multipart form. */
export async function csvFromRequest(c: Context): Promise<string> {
  const type = c.req.header('Content-Type') ?? ''
  let bytes: ArrayBuffer
  if (/^multipart\/form-data/i.test(type)) {
    const form = await c.req.parseBody().catch(() => {
      throw notCsv(400)
    })
    const file = form.file
    if (!file || typeof file === 'string') throw notCsv(400)
    if (file.size > MAX_IMPORT_BYTES) throw tooLarge()
    bytes = await file.arrayBuffer()
  } else {
    if (type && !CSV_TYPES.test(type)) throw notCsv(415)
    bytes = await c.req.arrayBuffer()
    if (bytes.byteLength > MAX_IMPORT_BYTES) throw tooLarge()
  }
  if (bytes.byteLength === 0) throw badRequest(message('admin.csv.file_required'))
  return decodeCsv(bytes)
}
