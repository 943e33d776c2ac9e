import { PRELOADED_BY_ATTRIBUTE } from '@shop/domain/remote-registry'

/** Reads what a crawler reads from a page's head: no scripts run, only the markup. */
export interface ReadHead {
  lang: string | null
  titles: string[]
  meta: Map<string, string>
  /** `remote`: the remote a preload link is marked with (PRELOADED_BY_ATTRIBUTE). */
  links: { rel: string; href: string; hreflang: string | null; remote: string | null }[]
  jsonLd: Record<string, unknown>[]
  jsonLdSources: string[]
}

const attr = (tag: string, name: string) => {
  const match = tag.match(new RegExp(`\\s${name}="([^"]*)"`))
  return match ? decodeEntities(match[1] ?? '') : null
}

export function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

export function readHead(html: string): ReadHead {
  const head = html.slice(0, html.indexOf('</head>'))
  const meta = new Map<string, string>()
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/g)) {
    const key = attr(tag, 'name') ?? attr(tag, 'property')
    const content = attr(tag, 'content')
    if (key && content !== null) meta.set(key, content)
  }
  const jsonLdSources = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? '',
  )
  return {
    lang: attr(html.match(/<html\b[^>]*>/)?.[0] ?? '', 'lang'),
    titles: [...head.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((match) => decodeEntities(match[1] ?? '')),
    meta,
    links: [...head.matchAll(/<link\b[^>]*>/g)].map(([tag]) => ({
      rel: attr(tag, 'rel') ?? '',
      href: attr(tag, 'href') ?? '',
      hreflang: attr(tag, 'hreflang'),
      remote: attr(tag, PRELOADED_BY_ATTRIBUTE),
    })),
    jsonLd: jsonLdSources.map((source) => JSON.parse(source) as Record<string, unknown>),
    jsonLdSources,
  }
}

export const jsonLdOfType = (head: ReadHead, type: string) =>
  head.jsonLd.find((item) => item['@type'] === type)
