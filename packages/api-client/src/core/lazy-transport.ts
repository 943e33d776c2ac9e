import { ApiError } from './api-error'
import { handleFailure } from './handle-failure'
import { clientMessage } from './messages'
import { type RequestOptions, SUPPRESS_TOAST_HEADER } from './request-options'

export type Transport = typeof import('./transport')

let loading: Promise<Transport> | null = null

/**
 * For an app whose first screen calls the API as it opens (the account's, the admin's): it bundles the transport in
 * its own first load (`import * as transport from '@shop/api-client/transport'`) and hands it over here, so its first
 * call does not wait one round trip for the chunk.
 */
export function provideTransport(transport: Transport): void {
  loading = Promise.resolve(transport)
}

/** Starts fetching the transport, once; a failed download is tried again by the next call. */
export function preloadTransport(): Promise<Transport> {
  loading ??= import(/* webpackChunkName: "api-transport" */ './transport').catch((cause: unknown) => {
    loading = null
    throw cause
  })
  return loading
}

/**
 * The transport for one call. A download that fails is that call's failure, as a request that could not reach the
 * shop: the connection error, with its toast unless the call suppressed it (none when its caller cancelled it).
 */
export async function loadTransport(options: RequestOptions): Promise<Transport> {
  try {
    return await preloadTransport()
  } catch {
    const error = new ApiError(0, clientMessage('error.connection'))
    const suppressToast =
      options.suppressErrorToast === true || new Headers(options.headers).get(SUPPRESS_TOAST_HEADER) === '1'
    if (!options.signal?.aborted) handleFailure(error, suppressToast)
    throw error
  }
}

/** What a visitor does before most calls (a tap, a key, a scroll, a pointer crossing the page). */
const FIRST_INTERACTIONS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'scroll',
] as const

/**
 * A page's first screen needs no call (the worker inlines its data), so the transport is fetched at the visitor's
 * first interaction, before the call it leads to, or by the first call, whichever comes first. Registered when this
 * module is evaluated because every app bundles its own copy of it: each copy warms its own transport chunk.
 */
function preloadOnFirstInteraction(): void {
  if (typeof window === 'undefined') return
  const preload = () => {
    for (const type of FIRST_INTERACTIONS) window.removeEventListener(type, preload, { capture: true })
    preloadTransport().catch(() => undefined)
  }
  for (const type of FIRST_INTERACTIONS)
    window.addEventListener(type, preload, { capture: true, passive: true })
}

preloadOnFirstInteraction()
