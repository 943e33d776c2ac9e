import type { ReactNode } from 'react'

/** One button of the editor's toolbar. */
export interface ToolButton {
  key: string
  label: string
  /** What the button shows: a short glyph; the label is its accessible name and tooltip. */
  face: ReactNode
  run: () => void
  /** A toggle's state (aria-pressed); absent for one-off actions (undo). */
  pressed?: boolean
  disabled?: boolean
}
