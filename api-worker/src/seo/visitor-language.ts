import { type Language, requestLanguage, type Settings } from '@shop/domain'

/**
 * The language a page is written in for this request's visitor: the stored choice's cookie, then Accept-Language,
 * then the shop's default, by the rule the shell applies in the browser (@shop/domain `requestLanguage`).
 */
export function visitorLanguage(request: Request, settings: Settings): Language {
  return requestLanguage(
    { cookie: request.headers.get('Cookie'), acceptLanguage: request.headers.get('Accept-Language') },
    { supported: settings.languages.supported, default: settings.languages.default },
  )
}

/** What a page written per visitor varies by, for any cache between the worker and the browser. */
export const VISITOR_LANGUAGE_VARY = 'Cookie, Accept-Language'
