import { PRELOADED_BY_ATTRIBUTE, type RemoteName } from '@shop/domain/remote-registry'

/**
 * Whether the page's HTML preloaded files of the remote (the worker marks each such link with the remote's name).
 * Chromium answers the next request for a preloaded file with the preload's result, a failure included, without
 * fetching it again: a remote whose preloaded files failed cannot be loaded again in this document.
 */
export function pagePreloaded(remote: RemoteName): boolean {
  return document.querySelector(`link[${PRELOADED_BY_ATTRIBUTE}="${remote}"]`) !== null
}
