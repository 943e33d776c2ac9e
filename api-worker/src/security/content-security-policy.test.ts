import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from './content-security-policy'
import { remoteOrigins } from './remote-origins'

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1)
    .split(' ')

describe('contentSecurityPolicy', () => {
  it('lets scripts and calls come only from this origin and the remotes, never inline', () => {
    const policy = contentSecurityPolicy({ remoteOrigins: ['https://store.cdn.test'], loopback: false })
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://store.cdn.test'])
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://store.cdn.test'])
    expect(policy).not.toMatch(/script-src[^;]*unsafe/)
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"])
    expect(directive(policy, 'object-src')).toEqual(["'none'"])
  })

  it('allows other local ports only when the page itself is served from a loopback host', () => {
    const local = contentSecurityPolicy({ remoteOrigins: [], loopback: true })
    expect(directive(local, 'script-src')).toContain('http://localhost:*')
    const live = contentSecurityPolicy({ remoteOrigins: [], loopback: false })
    expect(live).not.toContain('localhost')
  })
})

describe('remoteOrigins', () => {
  it('reads the origins of absolute manifest addresses, leaving out this site and relative ones', () => {
    const registry = JSON.stringify({
      storefront: 'https://store.cdn.test/v2/mf-manifest.json',
      account: '/remotes/account/mf-manifest.json',
      admin: 'https://shop.test/remotes/admin/mf-manifest.json',
      other: 'https://store.cdn.test/other/mf-manifest.json',
    })
    expect(remoteOrigins(registry, 'https://shop.test')).toEqual(['https://store.cdn.test'])
  })

  it('ignores an empty or broken registry and addresses that are not http(s)', () => {
    expect(remoteOrigins('', 'https://shop.test')).toEqual([])
    expect(remoteOrigins('{not json', 'https://shop.test')).toEqual([])
    expect(remoteOrigins('{"a":"javascript:alert(1)","b":42}', 'https://shop.test')).toEqual([])
  })
})
