import { zValidator } from '@hono/zod-validator'
import { listPositionParams } from '@shop/domain'
import type { MessageLanguage } from '@shop/domain/messages/index'
import type { ValidationTargets } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { type ZodType, z } from 'zod'
import { currentLanguage, message, translateMessage } from './messages'

// Zod's own messages (wrong type, unknown enum value) in Turkish by default, like the catalogue's; a request is
// checked with its own language's wording (`zodLocales`).
z.config(z.locales.tr())

const zodLocales: Record<MessageLanguage, z.core.$ZodErrorMap> = {
  tr: z.locales.tr().localeError,
  en: z.locales.en().localeError,
}

/**
 * Zod's own message for an issue in the request's language, except a field left out, which zod words as a type
 * ('Geçersiz değer: beklenen string, alınan undefined'): it is answered as the catalogue's 'Bu alan gereklidir'.
 * A schema's own message for the field (most shared schemas have one) still comes first.
 */
const wordedIn =
  (language: MessageLanguage): z.core.$ZodErrorMap =>
  (issue) =>
    issue.code === 'invalid_type' && issue.input === undefined
      ? message('validation.required', {}, language)
      : zodLocales[language](issue)

/** Parse options that word zod's own messages in the language of the request. */
const parseOptions = (language: MessageLanguage) => ({ error: wordedIn(language) })

/**
 * zValidator whose failures throw, so the single error handler renders every 400 the same way. Shared schemas carry
 * catalogue keys as messages; they are answered as the catalogue's texts in the request's language, one per field (the
 * first rule a field breaks, as the forms show it), and the first one is also the envelope's message, so a toast says
 * what is wrong.
 */
export const validate = <Schema extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: Schema,
) =>
  zValidator(target, schema, async (result) => {
    if (result.success) return
    // Checked again with zod's own messages in the request's language (the first pass used the Turkish default).
    const language = currentLanguage()
    const worded = await schema.safeParseAsync(result.data, parseOptions(language))
    throw validationFailure((worded.error ?? result.error).issues, language)
  })

/** A value checked inside a handler (a schema chosen by a path parameter), failing exactly like `validate`. */
export function parseOrFail<Schema extends ZodType>(
  schema: Schema,
  value: unknown,
  language = currentLanguage(),
): z.output<Schema> {
  const result = schema.safeParse(value, parseOptions(language))
  if (!result.success) throw validationFailure(result.error.issues, language)
  return result.data
}

/** Schema keys are worded here in the request's language; zod's own messages already are (`parseOptions`). */
function validationFailure(issues: readonly z.core.$ZodIssue[], language = currentLanguage()): HTTPException {
  const error = new z.ZodError(firstPerField(issues, language))
  return new HTTPException(400, {
    message: error.issues[0]?.message ?? message('error.bad_request', {}, language),
    cause: error,
  })
}

function firstPerField(issues: readonly z.core.$ZodIssue[], language: MessageLanguage): z.core.$ZodIssue[] {
  const seen = new Set<string>()
  const kept: z.core.$ZodIssue[] = []
  for (const issue of issues) {
    const field = issue.path.map(String).join('.')
    if (seen.has(field)) continue
    seen.add(field)
    kept.push({
      ...issue,
      message: translateMessage(
        issue.message,
        { ...listPositionParams(issue.path), ...boundsOf(issue) },
        language,
      ),
    })
  }
  return kept
}

/** The limit a too-big or too-small value broke, for messages such as 'Limit en fazla {max} olabilir'. */
function boundsOf(issue: z.core.$ZodIssue): Record<string, number> {
  if (issue.code === 'too_big') return { max: Number(issue.maximum) }
  if (issue.code === 'too_small') return { min: Number(issue.minimum) }
  return {}
}
