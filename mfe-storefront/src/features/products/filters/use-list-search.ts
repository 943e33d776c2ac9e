import { useRef } from 'react'
import { useSearchParams } from 'react-router-dom'

type Change = (current: URLSearchParams) => URLSearchParams

/**
 * The list's query string and a writer that changes it. React Router renders a navigation in a transition, so a
 * second control used before that render commits still sees the old address; the writer builds each change on the
 * address the previous write asked for until the router has rendered it, so no change drops the one before it.
 */
export function useListSearch(): [URLSearchParams, (change: Change) => void] {
  const [search, setSearch] = useSearchParams()
  const lastWrite = useRef<{ from: URLSearchParams; to: URLSearchParams } | null>(null)

  const write = (change: Change) => {
    const pending = lastWrite.current
    const current = pending && pending.from === search ? pending.to : search
    const next = change(current)
    lastWrite.current = { from: search, to: next }
    setSearch(next)
  }
  return [search, write]
}
