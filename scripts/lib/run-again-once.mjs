/**
 * Runs `task`, and once more if it fails, telling `onRetry` why; the second failure is thrown. Only for work that can
 * safely run twice (the seed keeps what it already stored).
 */
export async function runAgainOnce(task, onRetry) {
  try {
    return await task()
  } catch (error) {
    onRetry(error)
    return await task()
  }
}
