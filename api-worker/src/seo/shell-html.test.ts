import { describe, expect, it } from 'vitest'
import { SHELL_TTL_MS, shellHtml } from './shell-html'

const ORIGIN = 'https://shop.test'

/** An asset store answering `answers` in turn (the last one from then on), counting what it is asked. */
function store(...answers: (() => Response)[]) {
  const asked: string[] = []
  const fetcher = {
    fetch: async (request: Request) => {
      asked.push(new URL(request.url).pathname)
      return (answers[Math.min(asked.length, answers.length) - 1] as () => Response)()
    },
  } as unknown as Fetcher
  return { fetcher, asked }
}

const html = (text: string) => () =>
  new Response(text, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })

describe('shellHtml', () => {
  it('asks the store once per TTL and hands each page a response of its own', async () => {
    const { fetcher, asked } = store(html('<p>kabuk 1</p>'), html('<p>kabuk 2</p>'))
    const first = await shellHtml(fetcher, ORIGIN, 1_000)
    const second = await shellHtml(fetcher, ORIGIN, 1_000 + SHELL_TTL_MS - 1)
    expect(await first.text()).toBe('<p>kabuk 1</p>')
    expect(await second.text()).toBe('<p>kabuk 1</p>')
    expect(second.headers.get('Content-Type')).toBe('text/html; charset=utf-8')
    expect(asked).toEqual(['/'])
    expect(await (await shellHtml(fetcher, ORIGIN, 1_000 + SHELL_TTL_MS)).text()).toBe('<p>kabuk 2</p>')
    expect(asked).toEqual(['/', '/'])
  })

  it('keeps nothing but HTML: a missing shell is asked for again', async () => {
    const missingShell = () => new Response('yok', { status: 404 })
    const { fetcher, asked } = store(missingShell, missingShell, html('<p>geri geldi</p>'))
    const missing = await shellHtml(fetcher, ORIGIN, 1_000)
    expect(missing.ok).toBe(false)
    expect(await (await shellHtml(fetcher, ORIGIN, 1_001)).text()).toBe('<p>geri geldi</p>')
    expect(await (await shellHtml(fetcher, ORIGIN, 1_002)).text()).toBe('<p>geri geldi</p>')
    // The failed read, the store's answer passed through to the page, then one read kept.
    expect(asked).toHaveLength(3)
  })

  it('keeps each asset store apart', async () => {
    const one = store(html('<p>bir</p>'))
    const two = store(html('<p>iki</p>'))
    expect(await (await shellHtml(one.fetcher, ORIGIN, 1_000)).text()).toBe('<p>bir</p>')
    expect(await (await shellHtml(two.fetcher, ORIGIN, 1_000)).text()).toBe('<p>iki</p>')
  })
})
