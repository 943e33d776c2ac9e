interface YieldingScheduler {
  yield?: () => Promise<void>
}

/**
 * Resolves in a later task, so the work after it runs after the browser has had its turn (input, paint). Chromium's
 * `scheduler.yield()` keeps the page's place in the queue; elsewhere a zero timeout does the same job a little later.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
