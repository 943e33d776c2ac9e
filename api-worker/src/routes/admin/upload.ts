import type { UploadedFile } from '@shop/domain'
import type { Context } from 'hono'
import { staffRoutes } from '../../access/policy'
import type { AuthedEnv } from '../../env'
import { ok } from '../../lib/response'
import { acceptFile } from '../../lib/uploads/accept'
import { acceptCopies } from '../../lib/uploads/copies'
import {
  MAX_MULTIPLE_UPLOAD_BODY,
  MAX_SINGLE_UPLOAD_BODY,
  multipleFiles,
  readUploadForm,
  singleFile,
  uploadFolder,
} from '../../lib/uploads/form'
import { type StorableFile, storeUploads } from '../../lib/uploads/store'

/**
 * Media uploads into R2 (staff: admins and moderators). The type comes from the file's bytes only; the key is made
 * here. `optimize` (and `/optimized`'s `type`) are accepted and ignored: images are resized in the browser first,
 * which also sends their smaller copies (`copy<width>_<index>`, lib/uploads/copies.ts).
 */
export const uploadAdmin = staffRoutes()
  .post('/single', (c) => uploadOne(c))
  .post('/optimized', (c) => uploadOne(c))
  .post('/multiple', async (c) => {
    const form = await readUploadForm(c.req.raw, MAX_MULTIPLE_UPLOAD_BODY)
    const folder = uploadFolder(form)
    // Every file is checked before any is stored, so one bad file leaves nothing behind.
    const accepted: StorableFile[] = []
    for (const [index, file] of multipleFiles(form).entries()) {
      const checked = await acceptFile(file, folder)
      accepted.push({ ...checked, copies: await acceptCopies(form, index, checked) })
    }
    const files = await storeUploads(c.var.db, c.env.MEDIA, accepted, folder, c.var.user.id)
    return ok(c, { files, url: files[0]?.url ?? '' }, undefined, 201)
  })

/** `file` and `folder`: one checked file stored, answered as its UploadedFile. */
async function uploadOne(c: Context<AuthedEnv>) {
  const form = await readUploadForm(c.req.raw, MAX_SINGLE_UPLOAD_BODY)
  const folder = uploadFolder(form)
  const checked = await acceptFile(singleFile(form), folder)
  const accepted = { ...checked, copies: await acceptCopies(form, 0, checked) }
  const [stored] = await storeUploads(c.var.db, c.env.MEDIA, [accepted], folder, c.var.user.id)
  if (!stored) throw new Error('storeUploads answered no file for one accepted file')
  return ok(c, stored satisfies UploadedFile, undefined, 201)
}
