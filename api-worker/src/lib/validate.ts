import { zValidator } from '@hono/zod-validator'
import type { ValidationTargets } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { type ZodType, z } from 'zod'

// Zod's own messages (wrong type, unknown enum value) in Turkish, like the messages written in @shop/domain.
z.config(z.locales.tr())

/** zValidator whose failures throw, so the single error handler renders every 400 the same way. */
export const validate = <Schema extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: Schema,
) =>
  zValidator(target, schema, (result) => {
    if (!result.success) {
      throw new HTTPException(400, { message: 'Geçersiz istek', cause: result.error })
    }
  })
