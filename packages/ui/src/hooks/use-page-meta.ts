import { pageDescriptionAtom } from '@shop/state'
import { useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { usePageTitle } from './use-page-title'

/** Names the page and describes it: `<title>` becomes "<title> | <site name>", the meta description this text. */
export function usePageMeta(title: string | null, description?: string | null) {
  usePageTitle(title)
  const setDescription = useSetAtom(pageDescriptionAtom)
  const text = description?.trim() || null
  useEffect(() => {
    setDescription(text)
    return () => setDescription(null)
  }, [text, setDescription])
}
