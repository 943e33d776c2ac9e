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
 * GETs of the API in this isolate for one page, with the visitor's language and nothing else of theirs (no cookie,
 * no token): the same routes, validation, edge cache and JSON the browser would get. Each path is read once per page,
 * so the head and the first screen's data share an answer.
 */
export function pageApiReader(request: Request, env: Bindings, ctx: ExecutionContext): ApiReader {
  const origin = new URL(request.url).origin
  const language = request.headers.get('Accept-Language')
  const answers = new Map<string, Promise<ApiAnswer>>()
  const readOnce = async (path: string): Promise<ApiAnswer> => {
    const headers = new Headers({ Accept: 'application/json' })
    if (language) headers.set('Accept-Language', language)
    try {
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
