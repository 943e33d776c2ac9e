import { nextTask } from './next-task'

/**
 * Resolves in a later task once the browser has painted the first screen the worker wrote, or in the next task where
 * it has already or where nothing will be painted (a tab opened in the background).
 *
 * A deferred script that arrives before the first frame (a repeat visit, scripts in the cache) would otherwise run
 * the app's start-up ahead of that paint, and the shopper would look at a blank page for as long as it takes. A
 * timeout posted from a frame callback runs after that frame is painted. Never in the caller's task: the entry's own
 * evaluation and what comes after are two tasks, not one long one.
 */
export function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden' || hasPaintedContent()) return nextTask()
  return new Promise((resolve) => {
    const done = () => {
      document.removeEventListener('visibilitychange', whenHidden)
      resolve()
    }
    // Frames stop in a tab sent to the background before its first paint.
    const whenHidden = () => {
      if (document.visibilityState === 'hidden') done()
    }
    document.addEventListener('visibilitychange', whenHidden)
    requestAnimationFrame(() => setTimeout(done, 0))
  })
}

function hasPaintedContent(): boolean {
  return (
    typeof performance.getEntriesByName === 'function' &&
    performance.getEntriesByName('first-contentful-paint').length > 0
  )
}
