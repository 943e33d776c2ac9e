import { useEffect } from 'react'

/** Tells a modal whether its form holds unsaved changes, and that it holds none once it is gone. */
export function useReportDirty(isDirty: boolean, onDirtyChange: ((dirty: boolean) => void) | undefined) {
  useEffect(() => {
    onDirtyChange?.(isDirty)
  }, [isDirty, onDirtyChange])
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange])
}
