import { z } from 'zod'

/**
 * If-Match on an edit: the record's version (its `updatedAt`, quoted) the form's values were loaded at. A record saved
 * by someone else since is not overwritten (412); without the header, or with `*`, the edit is written as before.
 */
export const editedVersionHeader = z.object({
  'if-match': z
    .string()
    .trim()
    .regex(/^("[^"]+"|\*)$/, 'admin.version_invalid')
    .transform((value) => (value === '*' ? undefined : value.slice(1, -1)))
    .optional(),
})
