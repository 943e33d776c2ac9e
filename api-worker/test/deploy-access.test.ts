import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import worker from '../src/index'
import { deployHeaders, forgetReleases, registry, site, testBuild } from './helpers/deploy'
import { userWithRole } from './helpers/staff'

const history = (headers: Record<string, string>) => site('/api/deploy/storefront/releases', { headers })

describe('the deploy token', () => {
  it('is the only key: anonymous, an admin and a wrong or near token are refused with 401', async () => {
    const admin = await userWithRole('admin')
    const token = env.DEPLOY_TOKEN ?? ''
    for (const headers of [
      {},
      { Authorization: `Bearer ${await admin.token()}` },
      deployHeaders(`${token}x`),
      deployHeaders(token.slice(0, -1)),
      { Authorization: token },
    ]) {
      const res = await history(headers)
      expect(res.status).toBe(401)
      expect(await res.json()).toEqual({ success: false, message: expect.any(String) })
    }
    expect((await history(deployHeaders())).status).toBe(200)
  })

  it('opens nothing when no token is configured, and a refused deploy moves nothing', async () => {
    const build = await testBuild('unconfigured')
    const request = new Request<unknown, IncomingRequestCfProperties>(
      'http://shop.test/api/deploy/storefront/releases',
      {
        method: 'POST',
        headers: { Authorization: 'Bearer ', 'Content-Type': 'application/json' },
        body: JSON.stringify({ buildId: build.buildId, files: build.files }),
      },
    )
    for (const unset of [undefined, '', 'short']) {
      const res = await worker.fetch(
        request.clone() as typeof request,
        { ...env, DEPLOY_TOKEN: unset },
        createExecutionContext(),
      )
      expect(res.status).toBe(401)
    }
    await forgetReleases()
    expect((await registry()).storefront).toBe('/remotes/storefront/mf-manifest.json')
  })
})
