import { env, exports } from 'cloudflare:workers'
import { type BuildFile, buildIdOf, sha256Hex } from '@shop/domain/remote-build'

export interface TestBuild {
  buildId: string
  files: (BuildFile & { body: string })[]
}

export const deployHeaders = (token = env.DEPLOY_TOKEN ?? ''): Record<string, string> => ({
  Authorization: `Bearer ${token}`,
})

/** A remote build of the given files (path → text), with a manifest naming `label` so each build differs. */
export async function testBuild(label: string, extra: Record<string, string> = {}): Promise<TestBuild> {
  const texts: Record<string, string> = {
    'mf-manifest.json': JSON.stringify({ id: 'storefront', label }),
    'static/js/storefront.js': `console.log(${JSON.stringify(label)})`,
    ...extra,
  }
  const files = await Promise.all(
    Object.entries(texts).map(async ([path, body]) => ({ path, body, sha256: await sha256Hex(body) })),
  )
  return { buildId: await buildIdOf(files), files }
}

export const site = (path: string, init?: RequestInit) =>
  exports.default.fetch(`http://shop.test${path}`, init)

export async function uploadFile(
  remote: string,
  buildId: string,
  file: { path: string; body: BodyInit; sha256: string },
  headers: Record<string, string> = deployHeaders(),
) {
  return site(`/api/deploy/${remote}/builds/${buildId}/files/${file.path}`, {
    method: 'PUT',
    headers: { ...headers, 'X-Content-SHA256': file.sha256 },
    body: file.body,
  })
}

export async function publish(remote: string, body: unknown, headers = deployHeaders()) {
  return site(`/api/deploy/${remote}/releases`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
}

/** Uploads every file of `build`, then publishes it; throws on any refusal. */
export async function deployBuild(remote: string, build: TestBuild, live = true) {
  for (const file of build.files) {
    const res = await uploadFile(remote, build.buildId, file)
    if (res.status >= 300) throw new Error(`upload ${file.path}: ${res.status} ${await res.text()}`)
  }
  const files = build.files.map(({ path, sha256 }) => ({ path, sha256 }))
  const res = await publish(remote, { buildId: build.buildId, files, live })
  if (res.status >= 300) throw new Error(`publish: ${res.status} ${await res.text()}`)
  return res.json<{ data: { manifest: string; moved: boolean } }>()
}

export const rollback = (remote: string, headers = deployHeaders()) =>
  site(`/api/deploy/${remote}/rollback`, { method: 'POST', headers })

export async function registry(): Promise<Record<string, string>> {
  return (await site('/remotes.json')).json()
}

/** Every release forgotten, so other files' tests see the built layout in /remotes.json. */
export async function forgetReleases() {
  await env.DB.prepare('delete from remote_releases').run()
}
