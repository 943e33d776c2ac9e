import { env } from 'cloudflare:workers'
import type { TranslateAnswer, TranslationStatus } from '@shop/domain'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { geminiProvider } from '../src/lib/translation/gemini'
import { TranslationFailure } from '../src/lib/translation/provider'
import { WORKERS_AI_MODEL, workersAiProvider } from '../src/lib/translation/workers-ai'
import { fakeTranslation } from './fake-ai/contract'
import { call } from './helpers/api'
import { userWithRole } from './helpers/staff'
import {
  clearTranslationSettings,
  credential,
  receivedWith,
  setTranslationSettings,
  setVars,
} from './translate-setup'

let admin: string
let restore: (() => void) | undefined

beforeAll(async () => {
  admin = await (await userWithRole('admin')).token()
})

afterEach(async () => {
  restore?.()
  restore = undefined
  await clearTranslationSettings()
})

const translate = (body: unknown, token: string | null = admin, headers: Record<string, string> = {}) =>
  call<TranslateAnswer>('/translate/auto', { body, token, headers })

const useWorkersAi = (token: string, account = 'hesap-42') => {
  restore = setVars({ CF_ACCOUNT_ID: account, CF_AI_TOKEN: token })
}

describe('POST /translate/auto with nothing configured', () => {
  it('answers 503 when no translator is set up, including Gemini enabled without a key or a key not enabled', async () => {
    const expected = { status: 503, body: { success: false, message: 'Çeviri servisi yapılandırılmamış' } }
    expect(await translate({ text: 'Diş fırçası' })).toMatchObject(expected)
    await setTranslationSettings({ enabled: true, apiKey: '' })
    expect(await translate({ text: 'Diş fırçası' })).toMatchObject(expected)
    await setTranslationSettings({ enabled: false, apiKey: credential() })
    expect(await translate({ text: 'Diş fırçası' })).toMatchObject(expected)
    const english = await translate({ text: 'Diş fırçası' }, admin, { 'Accept-Language': 'en' })
    expect(english.body.message).toBe('The translation service is not configured')
  })
})

describe('POST /translate/auto through Gemini', () => {
  it('sends the model in the path, the key in its header and the text in the parts, and answers the translation', async () => {
    const key = credential()
    await setTranslationSettings({ enabled: true, apiKey: key, model: 'gemini-2.5-flash-lite' })
    const { status, body } = await translate({
      text: 'Kompozit dolgu seti',
      context: 'product',
      type: 'name',
    })
    expect(status).toBe(200)
    expect(body.data).toEqual({ translatedText: fakeTranslation('Kompozit dolgu seti'), provider: 'gemini' })

    const [request, ...others] = await receivedWith(key)
    expect(others).toEqual([])
    expect(request?.target).toBe('gemini-2.5-flash-lite')
    expect(request?.path).toBe('/v1beta/models/gemini-2.5-flash-lite:generateContent')
    const sent = request?.body as {
      contents: { role: string; parts: { text: string }[] }[]
      generationConfig: Record<string, unknown>
    }
    expect(sent.contents).toHaveLength(1)
    const prompt = sent.contents[0]?.parts[0]?.text ?? ''
    expect(prompt).toMatch(/Turkish text:\nKompozit dolgu seti$/)
    expect(prompt).toContain('English translation only')
    expect(prompt).toContain('It is a name')
    expect(prompt).toContain('a dental product')
    expect(sent.generationConfig).toMatchObject({ thinkingConfig: { thinkingBudget: 0 } })
  })

  it('lets the type guide the prompt, and leaves thinking alone for models that are not 2.5 Flash', async () => {
    const key = credential()
    await setTranslationSettings({ enabled: true, apiKey: key, model: 'gemini-2.5-pro' })
    const text = 'Bu set, ön ve arka diş restorasyonları için\nbeş renk kompozit içerir.'
    const { status } = await translate({ text, context: 'description', type: 'description' })
    expect(status).toBe(200)
    const [request] = await receivedWith(key)
    const sent = request?.body as { contents: { parts: { text: string }[] }[]; generationConfig: object }
    expect(sent.contents[0]?.parts[0]?.text).toContain('It is a description')
    expect(sent.contents[0]?.parts[0]?.text).toContain(`Turkish text:\n${text}`)
    expect(sent.generationConfig).not.toHaveProperty('thinkingConfig')
  })

  it('uses the GEMINI_API_KEY secret when the settings hold no key, and prefers Gemini over Workers AI', async () => {
    const secret = credential()
    restore = setVars({ GEMINI_API_KEY: secret, CF_ACCOUNT_ID: 'hesap-42', CF_AI_TOKEN: credential() })
    await setTranslationSettings({ enabled: true, apiKey: '' })
    const { status, body } = await translate({ text: 'Ayna' })
    expect(status).toBe(200)
    expect(body.data.provider).toBe('gemini')
    expect(await receivedWith(secret)).toHaveLength(1)
  })

  it('strips the code fence, bold and quotes a model wraps its answer in', async () => {
    await setTranslationSettings({ enabled: true, apiKey: credential('wrapped') })
    const { body } = await translate({ text: 'Polisaj lastiği' })
    expect(body.data.translatedText).toBe(fakeTranslation('Polisaj lastiği'))
  })

  it.each([
    ['a 500', 'fail-500'],
    ['a body that is not JSON', 'garbage'],
    ['an answer without text', 'empty'],
  ] as const)('answers 502 when Gemini gives %s', async (_label, scenario) => {
    await setTranslationSettings({ enabled: true, apiKey: credential(scenario) })
    const { status, body } = await translate({ text: 'Frez' })
    expect(status).toBe(502)
    expect(body).toEqual({ success: false, message: 'Çeviri yapılamadı' })
  })
})

describe('POST /translate/auto through Workers AI', () => {
  it('posts text, source and target language with the bearer token to the account run URL', async () => {
    const token = credential()
    useWorkersAi(token)
    const { status, body } = await translate({ text: 'Eldiven', context: 'product', type: 'name' })
    expect(status).toBe(200)
    expect(body.data).toEqual({ translatedText: fakeTranslation('Eldiven'), provider: 'workers-ai' })
    const [request] = await receivedWith(token)
    expect(request).toEqual({
      provider: 'workers-ai',
      path: `/client/v4/accounts/hesap-42/ai/run/${WORKERS_AI_MODEL}`,
      target: 'hesap-42',
      body: { text: 'Eldiven', source_lang: 'turkish', target_lang: 'english' },
    })
  })

  it('is used when Gemini has a key but is switched off', async () => {
    await setTranslationSettings({ enabled: false, apiKey: credential() })
    useWorkersAi(credential())
    expect((await translate({ text: 'Eldiven' })).body.data.provider).toBe('workers-ai')
  })

  it.each([
    ['a 500', 'fail-500'],
    ['a body that is not JSON', 'garbage'],
    ['no translated_text', 'empty'],
  ] as const)('answers 502 when Workers AI gives %s, in the caller language', async (_label, scenario) => {
    useWorkersAi(credential(scenario))
    const { status, body } = await translate({ text: 'Eldiven' }, admin, { 'Accept-Language': 'en' })
    expect(status).toBe(502)
    expect(body.message).toBe('Translation failed')
  })
})

describe('POST /translate/auto input and access', () => {
  it('refuses an empty text or an unknown context with 400 before calling anyone', async () => {
    const token = credential()
    useWorkersAi(token)
    const empty = await translate({ text: '   ' })
    expect(empty.status).toBe(400)
    expect(empty.body.errors).toEqual([{ field: 'text', message: 'Çevrilecek metin gereklidir' }])
    expect((await translate({ text: 'Ayna', context: 'blog' })).status).toBe(400)
    expect(await receivedWith(token)).toEqual([])
  })

  it('lets a moderator translate, refuses a customer with 403 and an anonymous caller with 401', async () => {
    useWorkersAi(credential())
    const moderator = await (await userWithRole('moderator')).token()
    expect((await translate({ text: 'Ayna' }, moderator)).status).toBe(200)
    const customer = await (await userWithRole('user')).token()
    expect((await translate({ text: 'Ayna' }, customer)).status).toBe(403)
    expect((await translate({ text: 'Ayna' }, null)).status).toBe(401)
    expect((await call('/translate/status', { token: customer })).status).toBe(403)
  })
})

describe('GET /translate/status', () => {
  it('says whether translation is on, who translates with which model and whether a key is set, never the key', async () => {
    const status = () => call<TranslationStatus>('/translate/status', { token: admin })
    expect((await status()).body.data).toEqual({
      enabled: false,
      provider: null,
      model: 'gemini-2.5-flash',
      hasApiKey: false,
    })

    const key = credential()
    await setTranslationSettings({ enabled: true, apiKey: key, model: 'gemini-2.0-flash' })
    const gemini = await status()
    expect(gemini.body.data).toEqual({
      enabled: true,
      provider: 'gemini',
      model: 'gemini-2.0-flash',
      hasApiKey: true,
    })
    expect(JSON.stringify(gemini.body)).not.toContain(key)

    await setTranslationSettings({ enabled: false, apiKey: key })
    useWorkersAi(credential())
    expect((await status()).body.data).toEqual({
      enabled: false,
      provider: 'workers-ai',
      model: WORKERS_AI_MODEL,
      hasApiKey: true,
    })
  })
})

describe('the providers on their own', () => {
  const options = { context: 'general', type: 'name' } as const

  it('give up after their time-out with a TranslationFailure', async () => {
    const gemini = geminiProvider({
      apiKey: credential('hang'),
      model: 'gemini-2.5-flash',
      baseUrl: env.GEMINI_API_BASE,
      timeoutMs: 200,
    })
    await expect(gemini.translate('Ayna', options)).rejects.toThrow(/no answer in 200 ms/)
    const workersAi = workersAiProvider({
      accountId: 'hesap-42',
      token: credential('hang'),
      baseUrl: env.CF_API_BASE,
      timeoutMs: 200,
    })
    await expect(workersAi.translate('Ayna', options)).rejects.toBeInstanceOf(TranslationFailure)
  })
})
