import type { ReactNode } from 'react'
import styles from './users-table.module.css'

/** `text` with a line-break opportunity before each '.' after its first character. */
function breaksBeforeDots(text: string): ReactNode[] {
  const nodes: ReactNode[] = []
  let from = 0
  for (let dot = text.indexOf('.', 1); dot > 0; dot = text.indexOf('.', dot + 1)) {
    nodes.push(text.slice(from, dot), <wbr key={dot} />)
    from = dot
  }
  nodes.push(text.slice(from))
  return nodes
}

/**
 * An e-mail address that wraps where it still reads as one: after the '@' first, each side kept whole on its line;
 * only a side too long for a line of its own breaks, before a '.' (or after a hyphen, as the browser does). <wbr>
 * adds no character, so the address reads and copies unchanged.
 */
export function WrappingEmail({ email }: { email: string }) {
  const at = email.lastIndexOf('@')
  if (at < 0) return <span className={styles.emailSide}>{breaksBeforeDots(email)}</span>
  return (
    <span>
      <span className={styles.emailSide}>{breaksBeforeDots(email.slice(0, at + 1))}</span>
      <wbr />
      <span className={styles.emailSide}>{breaksBeforeDots(email.slice(at + 1))}</span>
    </span>
  )
}
