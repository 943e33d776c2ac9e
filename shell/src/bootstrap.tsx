import '@shop/ui/theme.css'
import { StrictMode, startTransition } from 'react'
import { nextTask } from './next-task'

/**
 * The worker has already painted the first screen, so nothing here is urgent, and a phone runs it as several short
 * tasks instead of one long one that would block a tap: react-dom's evaluation, the app's modules (the router, the
 * query and intl libraries, the UI kit), then a transition render, which React breaks into slices of a few
 * milliseconds. The eager imports stay in this chunk (no extra request); only their evaluation waits.
 */
async function boot() {
  const container = document.getElementById('root')
  if (!container) throw new Error('#root is missing from index.html')
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client')
  await nextTask()
  const { App } = await import(/* webpackMode: "eager" */ './app')
  await nextTask()
  const root = createRoot(container)
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    )
  })
}

void boot()
