import { zValidator } from '@hono/zod-validator'
import { listPositionParams } from '@shop/domain'
import type { UiLanguage } from '@shop/i18n/messages/index'
import type { ValidationTargets } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { type ZodType, z } from 'zod'
import type { AppEnv } from '../env'
import { translateMessage } from './messages'

// Zod's own messages (wrong type, unknown enum value) in Turkish, like the messages written in @shop/domain.
z.config(z.locales.tr())

const INVALID_REQUEST = 'Geçersiz istek'

/**
 * zValidator whose failures throw, so the single error handler renders every 400 the same way. Shared schemas carry
 * i18n keys as messages; they are answered as the Turkish texts of the UI catalogue, one per field (the first rule a
 * field breaks, as the forms show it), and the first one is also the envelope's message, so a toast says what is wrong.
 */
export const validate = <Schema extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: Schema,
) =>
  zValidator(target, schema, (result, c) => {
    if (!result.success)
      throw validationFailure(result.error.issues, (c.var as Partial<AppEnv['Variables']>).lang)
  })

/** A value checked inside a handler (a schema chosen by a path parameter), failing exactly like `validate`. */
export function parseOrFail<Schema extends ZodType>(
  schema: Schema,
  value: unknown,
  language?: UiLanguage,
): z.output<Schema> {
  const result = schema.safeParse(value)
  if (!result.success) throw validationFailure(result.error.issues, language)
  return result.data
}

/**
 * Schema keys are worded here, where the request's language is known, so a Turkish text that two keys share can
 * never be reworded with the other key's English; other texts are left to the error handler.
 */
function validationFailure(issues: readonly z.core.$ZodIssue[], language: UiLanguage = 'tr'): HTTPException {
  const error = new z.ZodError(firstPerField(issues, language))
  return new HTTPException(400, { message: error.issues[0]?.message ?? INVALID_REQUEST, cause: error })
}

function firstPerField(issues: readonly z.core.$ZodIssue[], language: UiLanguage): z.core.$ZodIssue[] {
  const seen = new Set<string>()
  const kept: z.core.$ZodIssue[] = []
  for (const issue of issues) {
    const field = issue.path.map(String).join('.')
    if (seen.has(field)) continue
    seen.add(field)
    kept.push({
      ...issue,
      message: translateMessage(issue.message, listPositionParams(issue.path), language),
    })
  }
  return kept
}
