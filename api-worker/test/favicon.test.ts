import { env, exports } from 'cloudflare:workers'
import { drizzle } from 'drizzle-orm/d1'
import { beforeEach, describe, expect, it } from 'vitest'
import { settings } from '../src/db/schema'
import { clearAllSettings } from './helpers/admin-settings'

const getFavicon = () => exports.default.fetch('http://shop.test/favicon.ico', { redirect: 'manual' })

async function storeFavicon(url: string) {
  await drizzle(env.DB).insert(settings).values({ group: 'faviconUrl', value: url })
}

describe('/favicon.ico', () => {
  beforeEach(clearAllSettings)

  it('is a bodiless 404, not the shell page, when settings name no favicon', async () => {
    const res = await getFavicon()
    expect(res.status).toBe(404)
    expect(res.headers.get('Content-Type') ?? '').not.toContain('text/html')
    expect(await res.text()).toBe('')
  })

  it('redirects to an uploaded favicon on this host', async () => {
    await storeFavicon('/media/settings/icon-abc.ico')
    const res = await getFavicon()
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('http://shop.test/media/settings/icon-abc.ico')
    expect(res.headers.get('Cache-Control')).toBe('no-cache')
  })

  it('redirects to a favicon kept on another host as it is', async () => {
    await storeFavicon('https://cdn.example.com/brand/favicon.png')
    const res = await getFavicon()
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('https://cdn.example.com/brand/favicon.png')
  })
})
