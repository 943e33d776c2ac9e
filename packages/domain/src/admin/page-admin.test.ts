import { describe, expect, it } from 'vitest'
import { ENGLISH_PAGE_ALIASES } from '../content-routes'
import { SLUG_PATTERN } from '../slug'
import {
  adminPageListQuerySchema,
  isReservedPageSlug,
  PAGE_CONTENT_MAX_BYTES,
  pageInputSchema,
  RESERVED_PAGE_SLUGS,
} from './page-admin'
import { isSafeImageUrl, isSafeLinkUrl } from './page-html'

/** The message of each field that fails, keyed by its path. */
function failures(input: unknown): Record<string, string> {
  const result = pageInputSchema.safeParse(input)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('pageInputSchema', () => {
  it('builds the slug from the Turkish title and fills what was left out', () => {
    expect(pageInputSchema.parse({ title: { tr: ' Kargo ve İade Koşulları ' } })).toEqual({
      title: { tr: 'Kargo ve İade Koşulları', en: '' },
      slug: 'kargo-ve-iade-kosullari',
      content: { tr: '', en: '' },
      isPublished: false,
    })
  })

  it('keeps a slug that is given, and null content or English title as empty', () => {
    const page = pageInputSchema.parse({
      title: { tr: 'SSS', en: null },
      slug: 'sss-2025',
      content: { tr: '<p>a</p>', en: null },
      isPublished: true,
    })
    expect(page).toEqual({
      title: { tr: 'SSS', en: '' },
      slug: 'sss-2025',
      content: { tr: '<p>a</p>', en: '' },
      isPublished: true,
    })
  })

  it('requires the Turkish title', () => {
    expect(failures({ title: { tr: '  ', en: 'About' }, slug: 'hakkimizda' })).toEqual({
      'title.tr': 'admin.page.title_required',
    })
    expect(failures({ slug: 'hakkimizda' })).toEqual({ title: 'admin.page.title_required' })
    expect(failures({ title: { en: 'About' }, slug: 'hakkimizda' })).toEqual({
      'title.tr': 'admin.page.title_required',
    })
  })

  it('refuses slugs other than lower-case letters, digits and single hyphens', () => {
    for (const slug of ['Hakkimizda', 'hakkımızda', 'a--b', '-a', 'a-', 'a b', 'a/b', '../x']) {
      expect(failures({ title: { tr: 'Başlık' }, slug }), slug).toEqual({
        slug: 'admin.category.slug_invalid',
      })
    }
  })

  it('asks for a slug when the title gives none', () => {
    expect(failures({ title: { tr: '???' } })).toEqual({ slug: 'admin.category.slug_invalid' })
  })

  it('refuses the slugs the shop routes own, given or built from the title', () => {
    expect(failures({ title: { tr: 'Sepet' }, slug: 'cart' })).toEqual({ slug: 'admin.page.slug_reserved' })
    expect(failures({ title: { tr: 'Admin' } })).toEqual({ slug: 'admin.page.slug_reserved' })
    expect(failures({ title: { tr: 'FAQ' } })).toEqual({ slug: 'admin.page.slug_reserved' })
  })

  it('caps titles and each language of the content', () => {
    expect(failures({ title: { tr: 'a'.repeat(201) } })).toEqual({ 'title.tr': 'validation.too_long' })
    // Counted in UTF-8 bytes: 'ş' takes two.
    const big = 'ş'.repeat(PAGE_CONTENT_MAX_BYTES / 2 + 1)
    expect(failures({ title: { tr: 'Büyük' }, content: { tr: big, en: '' } })).toEqual({
      'content.tr': 'admin.page.content_too_large',
    })
    expect(
      failures({ title: { tr: 'Büyük' }, content: { tr: '', en: 'a'.repeat(PAGE_CONTENT_MAX_BYTES) } }),
    ).toEqual({})
  })

  it('keeps a slug built from a long title within the slug limit, without a trailing hyphen', () => {
    const page = pageInputSchema.parse({ title: { tr: `${'a'.repeat(119)} bcd` } })
    expect(page.slug).toBe('a'.repeat(119))
  })

  it('takes only a boolean for isPublished', () => {
    expect(Object.keys(failures({ title: { tr: 'x' }, isPublished: 'yes' }))).toEqual(['isPublished'])
  })
})

describe('adminPageListQuerySchema', () => {
  it('takes an optional search of up to 100 characters', () => {
    expect(adminPageListQuerySchema.parse({})).toEqual({})
    expect(adminPageListQuerySchema.parse({ q: ' iade ' })).toEqual({ q: 'iade' })
    expect(adminPageListQuerySchema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false)
  })
})

describe('reserved page slugs', () => {
  it('are valid slugs, so the check is what refuses them', () => {
    for (const slug of RESERVED_PAGE_SLUGS) expect(SLUG_PATTERN.test(slug), slug).toBe(true)
    expect(isReservedPageSlug('hakkimizda')).toBe(false)
  })

  it('cover the first segment of every shell and storefront route and every English page alias', async () => {
    // The package compiles without Node's types; only this test, run by Node, reads the routes' sources.
    const fsModule = 'node:fs'
    const fs = (await import(fsModule)) as { readFileSync(path: URL, encoding: 'utf8'): string }
    const read = (path: string) => fs.readFileSync(new URL(`../../../../${path}`, import.meta.url), 'utf8')
    const segments = [
      ...read('packages/domain/src/page-routes.ts').matchAll(/path: '\/([a-z0-9-]+)/g),
      ...read('mfe-storefront/src/app.tsx').matchAll(/path="\/([a-z0-9-]+)/g),
    ].map((match) => match[1])
    const aliasSlugs = Object.keys(ENGLISH_PAGE_ALIASES)
    expect(segments).toContain('admin')
    expect(segments).toContain('checkout')
    expect(aliasSlugs).toContain('about')
    for (const slug of [...segments, ...aliasSlugs]) expect(isReservedPageSlug(slug ?? ''), slug).toBe(true)
  })
})

describe('page URL rules', () => {
  it('let links go to http(s), mailto, tel and relative addresses only', () => {
    for (const url of [
      'https://example.com',
      'HTTP://x',
      'mailto:a@b.c',
      'tel:+90',
      '/iade',
      'iade',
      '#top',
      '?a=b:c',
    ])
      expect(isSafeLinkUrl(url), url).toBe(true)
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:x',
      'jav\tascript:x',
      'data:text/html,x',
      'vbscript:x',
      '\u0001javascript:x',
      '',
      'ftp://x',
    ])
      expect(isSafeLinkUrl(url), url).toBe(false)
  })

  it('let images come from http(s) or /media/ only', () => {
    for (const url of ['https://cdn.example.com/a.png', '/media/pages/a.webp'])
      expect(isSafeImageUrl(url), url).toBe(true)
    for (const url of [
      'x',
      '/api/x',
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
      '//evil.example/a.png',
    ])
      expect(isSafeImageUrl(url), url).toBe(false)
  })
})
