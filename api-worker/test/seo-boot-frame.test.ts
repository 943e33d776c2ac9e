import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { themeVariables } from '@shop/domain/theme-variables'
import { drizzle } from 'drizzle-orm/d1'
import { beforeAll, describe, expect, it } from 'vitest'
import { settings } from '../src/db/schema'
import worker from '../src/index'
import { clearAllSettings } from './helpers/admin-settings'
import { insertCategory, insertProduct } from './helpers/catalogue'
import { shellAssets } from './helpers/shell-assets'

const ORIGIN = 'https://shop.test'
const THEME = {
  background: '#fdfcf8',
  foreground: '#1b1b1b',
  primary: '#0b6e4f',
  primaryForeground: '#ffffff',
}

/** The shell's HTML with its boot frame, as shell/index.html has it, for every page path. */
const SHELL_HTML = `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><title>shell</title><link rel="icon" href="/favicon.ico" /></head><body><div id="root"><div id="shell-boot" class="shell-boot" aria-hidden="true"></div></div></body></html>`

const assets = shellAssets(SHELL_HTML)

async function html(path: string, language = 'tr'): Promise<string> {
  const res = await worker.fetch(
    new Request(`${ORIGIN}${path}`, { headers: { 'Accept-Language': language } }),
    { ...env, ASSETS: assets },
    createExecutionContext(),
  )
  expect(res.status).toBe(200)
  return res.text()
}

const rootStyle = (page: string) => /<html[^>]* style="([^"]*)"/.exec(page)?.[1] ?? null
const bootFrame = (page: string) =>
  /<div id="shell-boot"[^>]*>([\s\S]*)<\/div><\/div><\/body>/.exec(page)?.[1]
const bootFrameTag = (page: string) => /<div id="shell-boot"[^>]*>/.exec(page)?.[0]

beforeAll(async () => {
  await clearAllSettings()
  await drizzle(env.DB)
    .insert(settings)
    .values([
      { group: 'siteName', value: { tr: 'Diş <Depo> & Ortak', en: 'Dental <Depot> & Co' } },
      { group: 'theme', value: THEME },
      { group: 'faviconUrl', value: '/media/settings/icon-abc.png' },
    ])
  const category = await insertCategory(env.DB, { slug: 'boot-egeler', name: 'Eğeler' })
  await insertProduct(env.DB, {
    name: 'Eğe <Seti>',
    sku: 'BOOT-EGE-1',
    price: 1250,
    categoryId: category,
    isFeatured: true,
    shortDescription: { tr: 'Nikel titanyum eğe seti', en: 'Nickel titanium files' },
  })
})

describe('the first paint the worker writes into the shell', () => {
  it("paints a shop page in the settings' theme with the header's bar and the name in the visitor's language", async () => {
    for (const [path, language, name] of [
      ['/', 'tr', 'Diş &#60;Depo&#62; &#38; Ortak'],
      ['/products', 'en', 'Dental &#60;Depot&#62; &#38; Co'],
    ] as const) {
      const page = await html(path, language)
      const colours = Object.entries(themeVariables(THEME)).map(([key, value]) => `${key}:${value}`)
      expect(rootStyle(page)?.split(';')).toEqual(colours)
      expect(bootFrame(page)).toMatch(
        new RegExp(`^<div class="shell-boot-bar"><span class="shell-boot-brand">${name}</span></div>`),
      )
    }
  })

  it("gives the shell's other shop pages the same bar, and the admin's its colours without the shop's header", async () => {
    expect(bootFrame(await html('/cart'))).toContain(
      '<span class="shell-boot-brand">Diş &#60;Depo&#62; &#38; Ortak</span>',
    )
    const admin = await html('/admin')
    expect(rootStyle(admin)).toContain(`--color-background:${THEME.background}`)
    expect(admin).toContain('<div id="shell-boot" class="shell-boot" aria-hidden="true"></div>')
  })
})

describe("the page's icon", () => {
  it('is the favicon from settings on every page the worker writes, not the redirect through /favicon.ico', async () => {
    for (const path of ['/', '/products/boot-ege-1', '/cart', '/admin']) {
      const icon = /<link rel="icon"[^>]*>/.exec(await html(path))?.[0]
      expect(icon, path).toBe('<link rel="icon" href="/media/settings/icon-abc.png" />')
    }
  })
})

describe("a shop page's first screen, read without running a script", () => {
  it("holds a product's name, picture and breadcrumb, in a frame assistive technology reads", async () => {
    const page = await html('/products/boot-ege-1')
    expect(bootFrameTag(page)).toBe('<div id="shell-boot" class="shell-boot">')
    const frame = bootFrame(page) ?? ''
    expect(frame).toContain('<h1 class="fs-product-name">Eğe &#60;Seti&#62;</h1>')
    expect(frame).toContain('<img src="/media/products/boot-ege-1.png"')
    expect(frame).toContain('<a href="/category/boot-egeler">Eğeler</a>')
  })

  it("holds home's featured products and a list's first rows, each a link to its product", async () => {
    for (const [path, heading] of [
      ['/', 'h3'],
      ['/products', 'h2'],
      ['/category/boot-egeler', 'h2'],
    ] as const) {
      const frame = bootFrame(await html(path, 'en')) ?? ''
      expect(frame).toContain(
        `<${heading} class="fs-card-name"><a href="/products/boot-ege-1">Eğe &#60;Seti&#62; EN</a></${heading}>`,
      )
    }
  })

  it('keeps the bar alone, hidden from assistive technology, on pages without a first screen', async () => {
    const cart = await html('/cart')
    expect(bootFrameTag(cart)).toBe('<div id="shell-boot" class="shell-boot" aria-hidden="true">')
    expect(bootFrame(cart)).not.toContain('fs-')
  })
})
