import { PAGE_HTML_TAGS, type PageDto } from '@shop/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { XSS_CORPUS } from './fixtures/xss-corpus'
import { createPage, uniquePageSlug } from './helpers/admin-pages'
import { call } from './helpers/api'
import { getJson } from './helpers/http'
import { adminToken } from './helpers/staff'

let token: string

beforeAll(async () => {
  token = await adminToken()
})

/** Stores the HTML in both languages of a published page through POST /pages and reads it back as a shopper. */
async function storeAndRead(html: string): Promise<PageDto> {
  const created = await createPage(token, { slug: uniquePageSlug('xss'), content: { tr: html, en: html } })
  const { status, body } = await getJson<{ page: PageDto }>(`/pages/${created.slug}`)
  expect(status).toBe(200)
  return body.data.page
}

const TAG = /<\/?([a-zA-Z][^\s/>]*)([^>]*)>/g
const ATTRIBUTE = /\s([^\s=]+)="([^"]*)"/g

/** The loose reading of the stored HTML every vector must pass: only allowed tags and attributes, no script URL. */
function expectInert(html: string, name: string) {
  expect(html, name).not.toMatch(/<script/i)
  expect(html, name).not.toMatch(/<[^>]*\son\w+\s*=/i)
  expect(html, name).not.toMatch(/<[^>]*(?:javascript|vbscript|data)\s*:/i)
  expect(html, name).not.toMatch(
    /<\/?(?:style|iframe|object|embed|svg|math|form|base|meta|link|template|noscript|textarea|title|xmp|input|button|select|body|details|video|audio|marquee)\b/i,
  )
  for (const [, tag = '', attributes = ''] of html.matchAll(TAG)) {
    const allowed = PAGE_HTML_TAGS[tag]
    expect(allowed, `${name}: <${tag}>`).toBeDefined()
    const rest = attributes.replace(ATTRIBUTE, '').replace(/\s*\/?$/, '')
    expect(rest, `${name}: stray text in <${tag}${attributes}>`).toBe('')
    for (const [, attribute = '', value = ''] of attributes.matchAll(ATTRIBUTE)) {
      expect([...(allowed ?? []), ...(tag === 'a' ? ['rel'] : [])], `${name}: ${attribute}`).toContain(
        attribute,
      )
      if (attribute === 'href' || attribute === 'src') {
        expect(value, name).toMatch(/^(?:https?:\/\/|mailto:|tel:|\/|#|[^:]*$)/i)
      }
    }
  }
}

describe('an XSS corpus stored through POST /pages and read through the public page', () => {
  it('has enough vectors to mean something', () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(40)
  })

  it.each(XSS_CORPUS.map((vector) => [vector.name, vector.html]))('%s', async (name, html) => {
    const page = await storeAndRead(html)
    expectInert(page.content.tr ?? '', name)
    expect(page.content.en).toBe(page.content.tr)
  })

  it('comes back exactly as expected for a handful', async () => {
    const expected: Record<string, string> = {
      'img onerror': '<img>',
      'img onerror quoted': '<img src="/media/a.png">',
      'a javascript href with a tab entity': '<a>x</a>',
      'a javascript href entities without semicolons': '<a>x</a>',
      'a second href attribute': '<a href="/ok">x</a>',
      'a href closing the quote':
        '<a href="/x" title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">x</a>',
      'svg foreignObject': '',
      'math namespace confusion': '',
      'noscript mXSS': '',
      'html comment hiding a script': '<img>',
      'style element with expression': '<p>x</p>',
      'style attribute url javascript': '<p>x</p>',
      'unclosed script': '<p>a</p>',
      'table background': '<table><tr><td>x</td></tr></table>',
      'a target without noopener':
        '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    }
    for (const [name, output] of Object.entries(expected)) {
      const vector = XSS_CORPUS.find((entry) => entry.name === name)
      expect(vector, name).toBeDefined()
      expect((await storeAndRead(vector?.html ?? '')).content.tr, name).toBe(output)
    }
  })

  it('stays inert all in one page, and saving the page again changes nothing', async () => {
    const html = XSS_CORPUS.map((vector) => `<p>${vector.name}</p>${vector.html}`).join('\n')
    const page = await storeAndRead(html)
    expectInert(page.content.tr ?? '', 'whole corpus')
    const { status, body } = await call<{ page: PageDto }>(`/pages/${page._id}`, {
      method: 'PUT',
      token,
      body: { title: page.title, slug: page.slug, content: page.content, isPublished: true },
    })
    expect(status).toBe(200)
    expect(body.data.page.content).toEqual(page.content)
  })
})
