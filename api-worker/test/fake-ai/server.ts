import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  FAIL_MARKER,
  fakeTranslation,
  PROMPT_MARKER,
  type RecordedRequest,
  SCENARIOS,
  type Scenario,
  SLOW_MS,
} from './contract'

/**
 * A local stand-in for the two translation APIs, speaking their wire formats: Gemini's generateContent and Workers
 * AI's REST run endpoint for m2m100. It checks each request's shape as the real service would (answering 4xx when
 * wrong), records it under the credential it carried, and answers by scenario. Tests run in parallel files against
 * one server, so everything is keyed by the credential (the Gemini key or the Workers AI token) a test picks:
 * - a credential containing `fail-500` gets a 500, `garbage` a 200 that is not JSON, `empty` an answer without
 *   text, `hang` no answer at all, `slow` the translation after SLOW_MS, `wrapped` the translation inside a code
 *   fence, quotes and bold;
 * - a source text containing FAIL_MARKER gets a 500 whatever the credential, for one failing item in a batch;
 * - otherwise the translation is `[en] <Turkish text>`.
 * `GET /__requests?key=<credential>` answers what was received with that credential.
 */
export interface FakeAi {
  url: string
  close(): Promise<void>
}

const GEMINI_PATH = /^\/v1beta\/models\/([^/:]+):generateContent$/
const WORKERS_AI_PATH = /^\/client\/v4\/accounts\/([^/]+)\/ai\/run\/@cf\/meta\/m2m100-1\.2b$/

export async function startFakeAi(listenPort = 0): Promise<FakeAi> {
  const recorded = new Map<string, RecordedRequest[]>()
  const hanging = new Set<ServerResponse>()

  const record = (credential: string, request: RecordedRequest) => {
    recorded.set(credential, [...(recorded.get(credential) ?? []), request])
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    if (req.method === 'GET' && url.pathname === '/__requests') {
      return json(res, 200, recorded.get(url.searchParams.get('key') ?? '') ?? [])
    }
    const body = await readJson(req)
    const gemini = GEMINI_PATH.exec(url.pathname)
    if (req.method === 'POST' && gemini) return answerGemini(req, res, gemini[1] ?? '', url.pathname, body)
    const workersAi = WORKERS_AI_PATH.exec(url.pathname)
    if (req.method === 'POST' && workersAi)
      return answerWorkersAi(req, res, workersAi[1] ?? '', url.pathname, body)
    json(res, 404, { error: { code: 404, message: `no route ${req.method} ${url.pathname}` } })
  })

  async function answerGemini(
    req: IncomingMessage,
    res: ServerResponse,
    model: string,
    path: string,
    body: unknown,
  ) {
    const key = header(req, 'x-goog-api-key')
    if (!key) {
      return json(res, 403, {
        error: { code: 403, message: 'unregistered callers', status: 'PERMISSION_DENIED' },
      })
    }
    record(key, { provider: 'gemini', path, target: decodeURIComponent(model), body })
    const prompt = (body as { contents?: { parts?: { text?: unknown }[] }[] } | null)?.contents?.[0]
      ?.parts?.[0]?.text
    if (typeof prompt !== 'string' || !prompt.includes(PROMPT_MARKER)) {
      return json(res, 400, {
        error: { code: 400, message: 'contents[0].parts[0].text', status: 'INVALID_ARGUMENT' },
      })
    }
    const source = prompt.slice(prompt.lastIndexOf(PROMPT_MARKER) + PROMPT_MARKER.length)
    const scenario = scenarioOf(key, source)
    if (scenario === 'fail-500')
      return json(res, 500, { error: { code: 500, message: 'Internal', status: 'INTERNAL' } })
    if (scenario === 'garbage') return text(res, 200, '<html>Bad gateway</html>')
    if (scenario === 'hang') return hang(res)
    if (scenario === 'slow') await pause(SLOW_MS)
    const answer =
      scenario === 'wrapped' ? `\`\`\`\n**"${fakeTranslation(source)}"**\n\`\`\`` : fakeTranslation(source)
    const parts = scenario === 'empty' ? [] : [{ text: answer }]
    json(res, 200, {
      candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }],
      usageMetadata: { promptTokenCount: 50, candidatesTokenCount: 10, totalTokenCount: 60 },
      modelVersion: decodeURIComponent(model),
    })
  }

  async function answerWorkersAi(
    req: IncomingMessage,
    res: ServerResponse,
    account: string,
    path: string,
    body: unknown,
  ) {
    const token = /^Bearer (.+)$/.exec(header(req, 'authorization'))?.[1]
    if (!token)
      return json(res, 401, { success: false, errors: [{ code: 10000, message: 'Authentication error' }] })
    record(token, { provider: 'workers-ai', path, target: decodeURIComponent(account), body })
    const input = body as { text?: unknown; source_lang?: unknown; target_lang?: unknown } | null
    if (
      typeof input?.text !== 'string' ||
      input.source_lang !== 'turkish' ||
      input.target_lang !== 'english'
    ) {
      return json(res, 400, {
        success: false,
        errors: [{ code: 5006, message: 'Error: invalid input' }],
        result: null,
      })
    }
    const scenario = scenarioOf(token, input.text)
    if (scenario === 'fail-500')
      return json(res, 500, { success: false, errors: [{ code: 3043, message: 'Internal' }] })
    if (scenario === 'garbage') return text(res, 200, 'upstream connect error')
    if (scenario === 'hang') return hang(res)
    if (scenario === 'slow') await pause(SLOW_MS)
    const translated =
      scenario === 'wrapped' ? `"${fakeTranslation(input.text)}"` : fakeTranslation(input.text)
    json(res, 200, {
      result: scenario === 'empty' ? {} : { translated_text: translated },
      success: true,
      errors: [],
      messages: [],
    })
  }

  function hang(res: ServerResponse) {
    hanging.add(res)
    res.on('close', () => hanging.delete(res))
  }

  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function scenarioOf(credential: string, source: string): Scenario {
  if (source.includes(FAIL_MARKER)) return 'fail-500'
  return SCENARIOS.find((scenario) => credential.includes(scenario)) ?? 'ok'
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function header(req: IncomingMessage, name: string): string {
  const value = req.headers[name]
  return (Array.isArray(value) ? value[0] : value) ?? ''
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    return null
  }
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body))
}

function text(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'Content-Type': 'text/html' }).end(body)
}
