import { createExecutionContext } from 'cloudflare:test'
import { env, exports } from 'cloudflare:workers'
import {
  defaultSettings,
  imageSrcSet,
  PAGE_SIZE,
  PRODUCT_GALLERY_IMAGE_SIZES,
  productGridImageSizes,
} from '@shop/domain'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import worker from '../src/index'
import { clearManifestCache } from '../src/seo/manifest-cache'
import { insertCategory, insertProduct } from './helpers/catalogue'
import { deployBuild, forgetReleases, testBuild } from './helpers/deploy'
import { decodeEntities } from './helpers/seo-html'

const ORIGIN = 'https://shop.test'
const MANIFEST_DIR = '/remotes/storefront/'

interface Link {
  rel: string
  href: string
  as: string | null
  dataHref: string | null
  crossorigin: boolean
}

const attr = (tag: string, name: string) => {
  const match = tag.match(new RegExp(`\\s${name}="([^"]*)"`))
  return match ? decodeEntities(match[1] ?? '') : null
}

/** The head's preload, modulepreload and stylesheet links, as the browser's preload scanner sees them. */
function hintLinks(html: string): Link[] {
  const head = html.slice(0, html.indexOf('</head>'))
  return [...head.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => ({
      rel: attr(tag, 'rel') ?? '',
      href: attr(tag, 'href') ?? '',
      as: attr(tag, 'as'),
      dataHref: attr(tag, 'data-href'),
      crossorigin: /\scrossorigin(\s|>|=)/.test(tag),
    }))
    .filter((link) => ['preload', 'modulepreload', 'stylesheet'].includes(link.rel) && link.as !== 'image')
}

/** The picture a page asks for ahead of its render. */
function imagePreloads(html: string): string[] {
  return imagePreloadTags(html).map((tag) => decodeEntities(/ href="([^"]*)"/.exec(tag)?.[1] ?? ''))
}

function imagePreloadTags(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'))
  return [...head.matchAll(/<link rel="preload" [^>]*as="image"[^>]*fetchpriority="high">/g)].map(
    ([tag]) => tag,
  )
}

/** An attribute of the first tag of `tags` that has it, its entities decoded. */
function attribute(tags: readonly string[], name: string): string | undefined {
  for (const tag of tags) {
    const value = new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1]
    if (value !== undefined) return decodeEntities(value)
  }
  return undefined
}

/** The inlined first-screen answers, read the way the shell reads them (JSON.parse of the element's text). */
function bootQueries(html: string): { key: unknown[]; data: unknown }[] {
  const blocks = [...html.matchAll(/<script type="application\/json" id="shop-boot">([\s\S]*?)<\/script>/g)]
  expect(blocks).toHaveLength(1)
  return JSON.parse(blocks[0]?.[1] ?? '').queries
}

const dataUnder = (queries: { key: unknown[]; data: unknown }[], key: unknown[]) =>
  queries.find((query) => JSON.stringify(query.key) === JSON.stringify(key))?.data

async function storefrontManifest() {
  const res = await exports.default.fetch(`${ORIGIN}${MANIFEST_DIR}mf-manifest.json`)
  expect(res.headers.get('Content-Type')).toContain('json')
  return (await res.json()) as {
    metaData: { remoteEntry: { name: string } }
    exposes: { path: string; assets: { js: { sync: string[]; async: string[] }; css: { sync: string[] } } }[]
  }
}

/** The worker with other bindings (a different REMOTES registry), as the page handler sees them. */
const fetchWith = (path: string, bindings: Partial<typeof env>) =>
  worker.fetch(new Request(`${ORIGIN}${path}`), { ...env, ...bindings }, createExecutionContext())

let slug = ''
let hostileSlug = ''

beforeAll(async () => {
  const categoryId = await insertCategory(env.DB, { slug: 'boot-endodonti', name: 'Endodonti' })
  await insertProduct(env.DB, { name: 'Kanal Eğesi', sku: 'BOOT-EGE-1', price: 450, stock: 7, categoryId })
  slug = 'boot-ege-1'
  await insertProduct(env.DB, {
    name: '</script><script>alert("boot")</script><!--',
    sku: 'BOOT-HOSTILE',
    price: 10,
    shortDescription: { tr: '</SCRIPT> \u2028 & <!-- -->' },
  })
  hostileSlug = 'boot-hostile'
  // A first row of featured cards at every width of the default grid (home leads with them; the list with all).
  for (const number of [1, 2, 3, 4])
    await insertProduct(env.DB, {
      name: `Ağız Aynası ${number}`,
      sku: `BOOT-AYNA-${number}`,
      price: 90,
      isFeatured: true,
    })
})

beforeEach(() => clearManifestCache())

describe('shop page preloads', () => {
  it('preloads the registry, the storefront manifest and exactly the files its shop modules load first', async () => {
    const res = await exports.default.fetch(`${ORIGIN}/products/${slug}`)
    expect(res.status).toBe(200)
    const links = hintLinks(await res.text())
    expect(links.slice(0, 2)).toEqual([
      { rel: 'preload', href: '/remotes.json', as: 'fetch', dataHref: null, crossorigin: true },
      {
        rel: 'preload',
        href: `${MANIFEST_DIR}mf-manifest.json`,
        as: 'fetch',
        dataHref: null,
        crossorigin: true,
      },
    ])

    const manifest = await storefrontManifest()
    const shopModules = manifest.exposes.filter((expose) =>
      ['./App', './Header', './Footer'].includes(expose.path),
    )
    const scripts = new Set([
      manifest.metaData.remoteEntry.name,
      ...shopModules.flatMap((expose) => expose.assets.js.sync),
    ])
    const styles = new Set(shopModules.flatMap((expose) => expose.assets.css.sync))
    const scriptLinks = links.filter((link) => link.as === 'script')
    const styleLinks = links.filter((link) => link.as === 'style')
    // Each file once, the entry first, nothing the manifest does not list as a first-load file of those modules.
    expect(scriptLinks.map((link) => link.href)).toEqual([...scripts].map((file) => MANIFEST_DIR + file))
    expect(scriptLinks.every((link) => link.rel === 'preload')).toBe(true)
    // Preloaded, never a stylesheet link: a stalled remote's stylesheet would hold the whole page's first paint.
    expect(styleLinks.map((link) => link.href)).toEqual([...styles].map((file) => MANIFEST_DIR + file))
    expect(styleLinks.every((link) => link.rel === 'preload')).toBe(true)
    expect(links.some((link) => link.rel === 'stylesheet')).toBe(false)
    expect(links).toHaveLength(2 + scripts.size + styles.size)
    // Lazy routes and shared libraries the shell provides are not preloaded.
    expect(links.some((link) => /cart-page|react\.fixture/.test(link.href))).toBe(false)

    // Every preloaded file exists where the link points.
    for (const link of [...scriptLinks, ...styleLinks]) {
      const file = await exports.default.fetch(new URL(link.href, ORIGIN))
      expect(file.status, link.href).toBe(200)
      expect(file.headers.get('Content-Type'), link.href).not.toContain('text/html')
      await file.body?.cancel()
    }
  })

  it("writes the same links on every shop page, a missing product's too", async () => {
    const product = hintLinks(await (await exports.default.fetch(`${ORIGIN}/products/${slug}`)).text())
    const home = hintLinks(await (await exports.default.fetch(`${ORIGIN}/`)).text())
    const missing = await exports.default.fetch(`${ORIGIN}/products/yok-boyle-bir-urun`)
    expect(missing.status).toBe(404)
    expect(home).toEqual(product)
    expect(hintLinks(await missing.text())).toEqual(product)
  })

  it('serves the page without links when the storefront manifest is missing or not a manifest', async () => {
    for (const address of ['/remotes/nowhere/mf-manifest.json', '/remotes.json']) {
      const res = await fetchWith(`/products/${slug}`, { REMOTES: JSON.stringify({ storefront: address }) })
      expect(res.status, address).toBe(200)
      const html = await res.text()
      expect(hintLinks(html), address).toEqual([])
      // The rest of the page is whole: head, shell and the inlined data.
      expect(html).toContain('<div id="root"></div>')
      expect(html).toContain('<link rel="canonical"')
      expect(dataUnder(bootQueries(html), ['products', 'detail', slug])).toBeTruthy()
    }
  })
})

describe('shop page preloads from a deployed storefront build', () => {
  it("reads the live build's manifest from R2 and points every link into that build", async () => {
    const manifest = await storefrontManifest()
    const files = [
      manifest.metaData.remoteEntry.name,
      ...manifest.exposes.flatMap((expose) => [...expose.assets.js.sync, ...expose.assets.css.sync]),
    ]
    const bodies = Object.fromEntries(files.map((file) => [file, `/* ${file} */`]))
    const withFiles = await testBuild('preloads', { 'mf-manifest.json': JSON.stringify(manifest), ...bodies })
    try {
      await deployBuild('storefront', withFiles)
      const links = hintLinks(await (await exports.default.fetch(`${ORIGIN}/products/${slug}`)).text())
      const buildDir = `/remote-builds/storefront/${withFiles.buildId}/`
      expect(links[1]?.href).toBe(`${buildDir}mf-manifest.json`)
      const scripts = links.filter((link) => link.as === 'script').map((link) => link.href)
      expect(scripts[0]).toBe(`${buildDir}${manifest.metaData.remoteEntry.name}`)
      expect(links.slice(2).every((link) => new URL(link.href, ORIGIN).pathname.startsWith(buildDir))).toBe(
        true,
      )
      for (const href of scripts) {
        const file = await exports.default.fetch(new URL(href, ORIGIN))
        expect(file.status, href).toBe(200)
        await file.body?.cancel()
      }
    } finally {
      await forgetReleases()
    }
  })
})

describe('inlined first-screen data', () => {
  it('carries the product page answer exactly as the API gives it, and the settings and categories', async () => {
    const html = await (await exports.default.fetch(`${ORIGIN}/products/${slug}`)).text()
    const queries = bootQueries(html)
    const api = await (await exports.default.fetch(`${ORIGIN}/api/products/${slug}`)).json<{
      data: unknown
    }>()
    expect(dataUnder(queries, ['products', 'detail', slug])).toEqual(api.data)
    const tree = await (await exports.default.fetch(`${ORIGIN}/api/categories/tree`)).json<{
      data: { categories: unknown }
    }>()
    expect(dataUnder(queries, ['categories', 'tree'])).toEqual(tree.data.categories)
    const settings = dataUnder(queries, ['settings', 'public']) as { siteName?: unknown }
    expect(settings?.siteName).toBeTruthy()
  })

  it('inlines the home sections and the default list, and leaves a filtered list to the client', async () => {
    const home = bootQueries(await (await exports.default.fetch(`${ORIGIN}/`)).text())
    const featured = await (await exports.default.fetch(`${ORIGIN}/api/products/new?limit=8`)).json<{
      data: { products: unknown[] }
    }>()
    expect(dataUnder(home, ['products', 'section', 'new', 8])).toEqual(featured.data.products)
    expect(featured.data.products.length).toBeGreaterThan(0)

    const list = bootQueries(await (await exports.default.fetch(`${ORIGIN}/products`)).text())
    const api = await (await exports.default.fetch(`${ORIGIN}/api/products`)).json<{
      data: { products: unknown[] }
      pagination: unknown
    }>()
    expect(dataUnder(list, ['products', 'list', {}])).toEqual({
      products: api.data.products,
      pagination: api.pagination,
    })

    const sorted = bootQueries(
      await (await exports.default.fetch(`${ORIGIN}/products?sort=price&order=asc`)).text(),
    )
    expect(sorted.some((query) => query.key[1] === 'list')).toBe(false)
    expect(dataUnder(sorted, ['settings', 'public'])).toBeTruthy()
  })

  it('inlines nothing for a product that does not exist (the client words the not-found)', async () => {
    const html = await (await exports.default.fetch(`${ORIGIN}/products/yok-boyle-bir-urun`)).text()
    expect(bootQueries(html).some((query) => query.key[1] === 'detail')).toBe(false)
    expect(imagePreloads(html)).toEqual([])
  })

  it("preloads a product page's main picture at the URL its gallery asks for, and no other page's", async () => {
    const product = await (await exports.default.fetch(`${ORIGIN}/api/products/${slug}`)).json<{
      data: { product: { images: string[] } }
    }>()
    const html = await (await exports.default.fetch(`${ORIGIN}/products/${slug}`)).text()
    expect(imagePreloads(html)).toEqual([product.data.product.images[0]])
    // Offered in the copies and at the size the gallery's picture has, so preload and picture choose the same file.
    const preload = imagePreloadTags(html)
    expect(attribute(preload, 'imagesrcset')).toBe(imageSrcSet(product.data.product.images[0] ?? ''))
    expect(attribute(preload, 'imagesrcset')).toContain('?w=400 400w')
    expect(attribute(preload, 'imagesizes')).toBe(PRODUCT_GALLERY_IMAGE_SIZES)
    // Before every script and style hint: the first screen paints it without them.
    const firstHint = /<link\b[^>]*rel="(?:preload|modulepreload|stylesheet)"[^>]*>/.exec(html)?.[0] ?? ''
    expect(firstHint).toContain('as="image"')
  })

  it('writes the preloads after the viewport meta, so a phone chooses the picture copy with its own viewport', async () => {
    for (const path of ['/products', `/products/${slug}`]) {
      const html = await (await exports.default.fetch(`${ORIGIN}${path}`)).text()
      const viewport = html.indexOf('<meta name="viewport"')
      expect(viewport, path).toBeGreaterThan(0)
      expect(imagePreloadTags(html).length, path).toBeGreaterThan(0)
      for (const tag of imagePreloadTags(html)) expect(html.indexOf(tag), path).toBeGreaterThan(viewport)
      expect(html.indexOf('<link rel="preload"'), path).toBeGreaterThan(viewport)
    }
  })

  it("preloads the pictures of the first row of a list and of home's featured grid, each where its card is in it", async () => {
    const columns = defaultSettings().ui.productCard.gridColumns
    const firstRow = Math.max(columns.mobile, columns.tablet, columns.desktop)
    const pictures = async (path: string) => {
      const body = await (await exports.default.fetch(`${ORIGIN}/api${path}`)).json<{
        data: { products: { images: string[] }[] }
      }>()
      return body.data.products.slice(0, firstRow).map((product) => product.images[0])
    }
    const preloads = async (path: string) => {
      const tags = imagePreloadTags(await (await exports.default.fetch(`${ORIGIN}${path}`)).text())
      return tags.map((tag) => ({
        href: attr(tag, 'href'),
        media: attr(tag, 'media'),
        sizes: attr(tag, 'imagesizes'),
      }))
    }
    // The default grid: two cards a row on a phone, three on a tablet, four on a desktop.
    const media = [null, null, '(width >= 48rem)', '(width >= 64rem)']
    const expected = (hrefs: (string | undefined)[]) =>
      hrefs.map((href, index) => ({ href, media: media[index], sizes: productGridImageSizes(columns) }))

    const listed = await pictures('/products')
    expect(listed).toHaveLength(4)
    expect(await preloads('/products')).toEqual(expected(listed))
    const featured = await pictures(`/products/featured?limit=${PAGE_SIZE.homeSection}`)
    expect(featured).toHaveLength(4)
    expect(await preloads('/')).toEqual(expected(featured))
    expect(await preloads('/categories')).toEqual([])
  })

  it('asks once for a picture the first row shows twice (one product in two sizes)', async () => {
    const categoryId = await insertCategory(env.DB, { slug: 'boot-eldiven', name: 'Eldiven' })
    const shared = '/media/products/nitril-eldiven.png'
    // Dated long ago, so the whole list's first row (another test's) stays as it was.
    const glove = (size: string, day: number, images = [shared]) =>
      insertProduct(env.DB, {
        name: `Nitril Eldiven ${size}`,
        sku: `BOOT-ELDIVEN-${size}`,
        price: 120,
        categoryId,
        images,
        createdAt: `2020-01-0${day}T09:00:00.000Z`,
      })
    await glove('S', 3)
    await glove('M', 2)
    await glove('L', 1, ['/media/products/nitril-eldiven-l.png'])
    const tags = imagePreloadTags(
      await (await exports.default.fetch(`${ORIGIN}/category/boot-eldiven`)).text(),
    )
    expect(tags.map((tag) => ({ href: attr(tag, 'href'), media: attr(tag, 'media') }))).toEqual([
      { href: shared, media: null },
      { href: '/media/products/nitril-eldiven-l.png', media: '(width >= 48rem)' },
    ])
  })

  it('cannot be closed or turned into markup by a stored value', async () => {
    const html = await (await exports.default.fetch(`${ORIGIN}/products/${hostileSlug}`)).text()
    expect(html).not.toContain('<script>alert')
    expect(html).not.toContain('</SCRIPT>')
    const detail = dataUnder(bootQueries(html), ['products', 'detail', hostileSlug]) as {
      product: { name: { tr: string }; shortDescription: { tr: string } }
    }
    expect(detail.product.name.tr).toBe('</script><script>alert("boot")</script><!--')
    expect(detail.product.shortDescription.tr).toBe('</SCRIPT> \u2028 & <!-- -->')
  })
})
