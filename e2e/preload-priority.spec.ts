import { expect, type Page, test } from '@playwright/test'
import { FIRST_SCREEN_PAGES } from './support/first-screen-pages'

/**
 * A shop page's HTML preloads the shell's and its remotes' scripts and stylesheets at low priority and its leading
 * picture at high priority (@shop/domain code-preloads.ts): the worker has painted the first screen without the code,
 * so the picture and the document go first. Read from what Chromium itself chose for each request.
 */

interface AskedFor {
  path: string
  type: string
  priority: string
}

/** Every request the page makes from now on, with the priority Chromium gave it when it was first asked for. */
async function recordPriorities(page: Page): Promise<AskedFor[]> {
  const asked: AskedFor[] = []
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  cdp.on('Network.requestWillBeSent', (event) => {
    const url = new URL(event.request.url)
    asked.push({
      path: url.pathname + url.search,
      type: event.type ?? '',
      priority: event.request.initialPriority,
    })
  })
  return asked
}

/** The `href`s of the page's preload links, from the HTML as the worker wrote it, by what they preload. */
async function preloadedHrefs(page: Page, html: string) {
  return page.evaluate((source) => {
    const links = Array.from(new DOMParser().parseFromString(source, 'text/html').querySelectorAll('link'))
    const hrefs = (selector: string) =>
      links.filter((link) => link.matches(selector)).map((link) => link.getAttribute('href') ?? '')
    return {
      scripts: hrefs('link[rel="preload"][as="script"], link[rel="modulepreload"]'),
      styles: hrefs('link[rel="preload"][as="style"]'),
      // A picture is fetched in the copy its `imagesrcset` picks for the viewport: matched without the query.
      pictures: hrefs('link[rel="preload"][as="image"]'),
    }
  }, html)
}

for (const shopPage of FIRST_SCREEN_PAGES) {
  test(`${shopPage.name}: the leading picture is asked for at high priority, the preloaded code at low`, async ({
    page,
  }) => {
    const path = await shopPage.path(page)
    const asked = await recordPriorities(page)
    const html = (await (await page.goto(path))?.text()) ?? ''
    await page.waitForLoadState('networkidle')

    const preloaded = await preloadedHrefs(page, html)
    const code = [...preloaded.scripts, ...preloaded.styles]
    // The shell's own chunks and the storefront's entry, frame and screen at least.
    expect(code.filter((href) => href.startsWith('/static/')).length).toBeGreaterThan(3)
    expect(code.filter((href) => href.startsWith('/remotes/storefront/')).length).toBeGreaterThan(3)

    const priorityOf = (href: string) => asked.find((request) => request.path === href)?.priority
    for (const href of preloaded.scripts) expect(priorityOf(href), href).toBe('Low')
    // A stylesheet asked for at low priority goes one step below its default (VeryHigh), as Chromium does for CSS.
    for (const href of preloaded.styles) expect(priorityOf(href), href).toBe('High')
    const pictures = asked.filter(
      (request) => request.type === 'Image' && preloaded.pictures.includes(request.path.replace(/\?.*$/, '')),
    )
    expect(pictures.length).toBeGreaterThan(0)
    for (const picture of pictures) expect(picture.priority, picture.path).toBe('High')
  })
}
