import { z } from 'zod'
import { LANGUAGES, type Language } from './constants'

/** A per-language text as the API takes it (apart from localized.ts, which the shop's first load reads without zod). */
export const localizedTextSchema = z.object(
  Object.fromEntries(LANGUAGES.map((lang) => [lang, z.string().trim().optional()])) as Record<
    Language,
    z.ZodOptional<z.ZodString>
  >,
)
