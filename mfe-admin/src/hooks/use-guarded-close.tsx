import { useT } from '@shop/i18n'
import { ConfirmDialog } from '@shop/ui'
import { type ReactNode, useState } from 'react'

interface GuardedClose {
  /** What Escape, × and Cancel call: closes at once, or first asks while the form holds unsaved changes. */
  requestClose: () => void
  /** The form inside reports whether it holds unsaved changes. */
  onDirtyChange: (dirty: boolean) => void
  /** The question (stay or leave without saving), rendered inside the modal. */
  prompt: ReactNode
}

/**
 * A modal form's close asks before throwing typed input away, with the same question a form page asks before
 * navigation leaves it (useUnsavedChangesPrompt, which only watches the address: a modal closes without moving).
 */
export function useGuardedClose(onClose: () => void): GuardedClose {
  const t = useT()
  const [dirty, setDirty] = useState(false)
  const [asking, setAsking] = useState(false)
  return {
    requestClose: () => (dirty ? setAsking(true) : onClose()),
    onDirtyChange: setDirty,
    prompt: (
      <ConfirmDialog
        open={asking}
        message={t('unsaved_changes.message')}
        confirmLabel={t('unsaved_changes.leave')}
        onConfirm={() => {
          setAsking(false)
          setDirty(false)
          onClose()
        }}
        onCancel={() => setAsking(false)}
      />
    ),
  }
}
