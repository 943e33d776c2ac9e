import type { Language } from '@shop/domain'
import { app } from '../app'
import type { Bindings } from '../env'

// biome-ignore lint/suspicious/noExplicitAny: API bodies are read by shape where they are used, as the clients read them.
export type ApiBody = any

/** An API answer as a page reads it: its status and JSON body (status 0 and no body when the call threw). */
export interface ApiAnswer {
  status: number
  body: ApiBody | null
}

export type ApiReader = (path: string) => Promise<ApiAnswer>

/**
 * GETs of the API in this isolate for one page, in the page's language and with nothing of the visitor's (no cookie,
 * no token): the same routes, validation, edge cache and JSON the browser would get, in the language the page is
 * written in (`visitorLanguage`: the stored choice's cookie first, which the API does not read), so an answer that
 * depends on it, such as a list sorted by name, is the one the page's shell asks for. Each path is read once per
 * page, so the head and the first screen's data share an answer.
 */
export function pageApiReader(
  request: Request,
  env: Bindings,
  ctx: ExecutionContext,
  language: Language | Promise<Language>,
): ApiReader {
  const origin = new URL(request.url).origin
  const answers = new Map<string, Promise<ApiAnswer>>()
  const readOnce = async (path: string): Promise<ApiAnswer> => {
    try {
      const headers = new Headers({ Accept: 'application/json', 'Accept-Language': await language })
      const response = await app.fetch(new Request(new URL(path, origin), { headers }), env, ctx)
      return { status: response.status, body: await response.json().catch(() => null) }
    } catch {
      return { status: 0, body: null }
    }
  }
  return (path) => {
    const known = answers.get(path)
    if (known) return known
    const answer = readOnce(path)
    answers.set(path, answer)
    return answer
  }
}
