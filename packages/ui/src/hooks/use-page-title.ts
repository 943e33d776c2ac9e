import { pageTitleAtom } from '@shop/state'
import { useSetAtom } from 'jotai'
import { useEffect } from 'react'

/** Names the current page; the document title becomes "<title> | <site name>" until the page unmounts. */
export function usePageTitle(title: string | null) {
  const setTitle = useSetAtom(pageTitleAtom)
  useEffect(() => {
    setTitle(title)
    return () => setTitle(null)
  }, [title, setTitle])
}
