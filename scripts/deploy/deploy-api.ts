import { existsSync, readFileSync } from 'node:fs'
import { root } from '../lib/paths.mjs'

/** The deploy token: DEPLOY_TOKEN from the environment, else the local one in .dev.vars (scripts/lib/local-env.mjs). */
export function deployToken(environment = process.env, devVars = `${root}.dev.vars`): string {
  if (environment.DEPLOY_TOKEN) return environment.DEPLOY_TOKEN
  const text = existsSync(devVars) ? readFileSync(devVars, 'utf8') : ''
  const token = /^DEPLOY_TOKEN=(.+)$/m.exec(text)?.[1]?.trim()
  if (!token)
    throw new Error('No deploy token: set DEPLOY_TOKEN, or run `npm start` once to write one to .dev.vars')
  return token
}

export type DeployApi = (
  method: string,
  path: string,
  init?: { body?: BodyInit; headers?: Record<string, string> },
) => Promise<unknown>

/** The worker's deploy API (api-worker/src/routes/deploy.ts); any refusal throws with the worker's own message. */
export function deployApi(origin: string, token: string): DeployApi {
  return async (method, path, init = {}) => {
    const response = await fetch(`${origin}/api/deploy${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...init.headers },
      body: init.body,
    })
    const text = await response.text()
    let body: { data?: unknown; message?: string; errors?: { message: string }[] } = {}
    try {
      body = JSON.parse(text)
    } catch {
      // Not the API's envelope (a proxy's page, say): reported below with its status.
    }
    if (!response.ok) {
      const detail = body.errors?.[0]?.message ?? body.message ?? text.slice(0, 200)
      throw new Error(`${method} ${path} answered ${response.status}: ${detail}`)
    }
    return body.data
  }
}

export const jsonBody = (value: unknown) => ({
  body: JSON.stringify(value),
  headers: { 'Content-Type': 'application/json' },
})
