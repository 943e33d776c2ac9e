import { getProfile } from '@shop/api-client'
import { registryEntries } from '@shop/domain/remote-registry'
import { DEFAULT_MANIFESTS, type RemoteManifests } from './remote-names'
import {
  applyOverrides,
  clearOverrides,
  type OverrideMode,
  type OverrideStorage,
  overridesRequested,
  type RemotePreview,
} from './remote-overrides'

export interface LoadedManifests {
  manifests: RemoteManifests
  /** Remotes this tab loads from a preview build instead of the registry (shown in a banner). */
  previews: RemotePreview[]
}

async function readRegistry(): Promise<RemoteManifests> {
  try {
    const response = await fetch('/remotes.json', { headers: { Accept: 'application/json' } })
    if (response.ok) return { ...DEFAULT_MANIFESTS, ...registryEntries(await response.json()) }
  } catch (error) {
    console.warn('remotes.json could not be read; using the default remote locations', error)
  }
  return DEFAULT_MANIFESTS
}

function sessionStore(): OverrideStorage | null {
  try {
    // Session storage: an override never outlives the tab that asked for it.
    return window.sessionStorage
  } catch {
    return null
  }
}

/** The server's word on whether the caller is a signed-in admin (a stored user object can be edited by hand). */
async function signedInAdmin(): Promise<boolean> {
  try {
    const user = await getProfile({ suppressErrorToast: true, quietUnauthorized: true })
    return user.role === 'admin'
  } catch {
    return false
  }
}

/**
 * The remote registry (/remotes.json, falling back to the built layout when it is missing or malformed), with any
 * override this build and caller may use (lib/remote-overrides.ts). A production shell asks who is signed in only
 * when an override is asked for or kept, so a shopper's page load costs no extra call.
 */
export async function loadManifests(
  development = process.env.NODE_ENV !== 'production',
): Promise<LoadedManifests> {
  const registry = await readRegistry()
  const storage = sessionStore()
  const { search, origin } = window.location
  if (!storage || !overridesRequested(search, storage)) return { manifests: registry, previews: [] }
  let mode: OverrideMode = 'developer'
  if (!development) {
    if (!(await signedInAdmin())) {
      clearOverrides(storage)
      return { manifests: registry, previews: [] }
    }
    mode = 'admin-preview'
  }
  return applyOverrides(registry, search, origin, storage, mode)
}
