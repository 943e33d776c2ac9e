import type { Page } from '@playwright/test'

/** What the payloads of api-worker/test/fixtures/xss-corpus.ts call when they run. */
const TRAPPED_CALLS = ['alert', 'confirm', 'prompt', 'print'] as const
const OTHER_HOSTS = /^[a-z]+:\/\/(?!(?:localhost|127\.0\.0\.1)[:/])/i

export interface ScriptTrap {
  /** Every sign of injected script since the last call: trapped calls, dialogs, requests naming xss. */
  evidence(): Promise<string[]>
}

/**
 * Watches a page for injected script: before any page script, the calls the payloads make are replaced by
 * recorders (so a payload that runs leaves a trace instead of blocking on a dialog); a dialog that opens anyway
 * (from a frame's own `alert`) is recorded and dismissed; a request for a URL naming `xss` (a payload's script or
 * style) is recorded. Requests to other hosts are refused, so nothing leaves the machine.
 */
export async function trapScripts(page: Page): Promise<ScriptTrap> {
  const seen: string[] = []
  await page.addInitScript((names) => {
    const calls: string[] = []
    Object.defineProperty(window, '__injectedCalls', { value: calls })
    for (const name of names) {
      Object.defineProperty(window, name, {
        value: () => calls.push(name),
        writable: false,
        configurable: false,
      })
    }
  }, TRAPPED_CALLS)
  page.on('dialog', (dialog) => {
    seen.push(`dialog ${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss()
  })
  page.on('request', (request) => {
    if (/xss/i.test(request.url())) seen.push(`request ${request.url()}`)
  })
  // A pattern rather than a predicate, so only those requests are intercepted.
  await page.route(OTHER_HOSTS, (route) => route.abort())
  return {
    async evidence() {
      const calls = await page.evaluate(() =>
        (window as unknown as { __injectedCalls: string[] }).__injectedCalls.splice(0),
      )
      return [...seen.splice(0), ...calls.map((name) => `${name}() called`)]
    },
  }
}

/**
 * What in the rendered page could run script or leave the shop: in the content page's body, any tag or attribute
 * outside the allow-list (`allowed`, tag → attributes), a link or image whose URL the browser reads with a scheme
 * other than http(s), mailto or tel, a new-tab link without noopener; in the whole document, any event-handler
 * attribute and any script that is inline or from another origin.
 */
export function renderedProblems(
  page: Page,
  allowed: Readonly<Record<string, readonly string[]>>,
): Promise<string[]> {
  return page.evaluate((allowList) => {
    const problems: string[] = []
    const safeSchemes = new Set(['http:', 'https:', 'mailto:', 'tel:'])
    for (const script of Array.from(document.scripts)) {
      // The page head's structured data (JSON-LD, written by the worker) is a data block the browser never runs.
      if (script.type === 'application/ld+json') continue
      if (!script.src || new URL(script.src).origin !== location.origin) {
        problems.push(`script ${script.src || script.text.slice(0, 60)}`)
      }
    }
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const { name } of Array.from(element.attributes)) {
        if (/^on/i.test(name)) problems.push(`<${element.localName} ${name}>`)
      }
    }
    const body = document.querySelector('[data-testid="content-page"] > div')
    if (!body) return [...problems, 'the page body is missing']
    for (const element of Array.from(body.querySelectorAll('*'))) {
      const tag = element.localName
      const attributes = allowList[tag]
      if (!attributes) {
        problems.push(`<${tag}>`)
        continue
      }
      for (const { name, value } of Array.from(element.attributes)) {
        const keeps = attributes.includes(name) || (tag === 'a' && name === 'rel')
        if (!keeps) problems.push(`<${tag} ${name}="${value}">`)
        if (name !== 'href' && name !== 'src') continue
        let scheme: string
        try {
          scheme = new URL(value, document.baseURI).protocol
        } catch {
          continue // not a URL the browser would ever follow or load
        }
        if (!safeSchemes.has(scheme)) problems.push(`<${tag} ${name}="${value}">`)
      }
      if (
        tag === 'a' &&
        element.hasAttribute('target') &&
        !/noopener/.test(element.getAttribute('rel') ?? '')
      ) {
        problems.push('<a target> without noopener')
      }
    }
    return problems
  }, allowed)
}
