import { Spinner } from '@shop/ui'
import { type ReactNode, useEffect, useRef } from 'react'
import { FileButton } from '../../../components/file-button'
import layout from '../../../components/form-layout.module.css'
import { moveItem } from '../lib/move-item'
import { MediaItemActions } from './media-item-actions'
import styles from './product-form.module.css'

interface MediaFieldProps {
  title: string
  chooseLabel: string
  accept: string
  hint: string
  busy: boolean
  onBusyChange: (busy: boolean) => void
  onFiles: (files: File[]) => void
  /** What the upload is doing; nothing while it is idle. */
  progress: string | null
  /** The chosen items (or a word that there are none) and the field's error. */
  children: ReactNode
}

/** A product's images or videos: the title with its file picker, a hint, the upload's progress, then the items. */
export function MediaField({
  title,
  chooseLabel,
  accept,
  hint,
  busy,
  onBusyChange,
  onFiles,
  progress,
  children,
}: MediaFieldProps) {
  // The form holds save while any upload runs; a new callback identity alone is no change to report.
  const busyRef = useRef(onBusyChange)
  busyRef.current = onBusyChange
  useEffect(() => busyRef.current(busy), [busy])
  return (
    <div className={styles.media}>
      <div className={styles.mediaHeader}>
        <h4 className={styles.mediaTitle}>{title}</h4>
        <FileButton label={chooseLabel} accept={accept} multiple disabled={busy} onFiles={onFiles} />
      </div>
      <p className={layout.note}>{hint}</p>
      {progress && (
        <output className={`${layout.note} ${styles.progress}`}>
          <Spinner inline />
          {progress}
        </output>
      )}
      {children}
    </div>
  )
}

interface MediaListProps {
  items: readonly string[]
  onChange: (items: string[]) => void
  /** The preview of the item at `index` (`n` counts from 1, as the labels do). */
  preview: (src: string, n: number, index: number) => ReactNode
  /** The names of its move and remove buttons. */
  labels: (n: number) => { left: string; right: string; remove: string }
}

/** Uploaded media in their order, each with buttons to move it left or right or remove it. */
export function MediaList({ items, onChange, preview, labels }: MediaListProps) {
  return (
    <ol className={styles.thumbs}>
      {items.map((src, index) => {
        const n = index + 1
        return (
          <li key={src} className={styles.thumbItem}>
            {preview(src, n, index)}
            <MediaItemActions
              index={index}
              count={items.length}
              labels={labels(n)}
              onMove={(to) => onChange(moveItem(items, index, to))}
              onRemove={() => onChange(items.filter((_, at) => at !== index))}
            />
          </li>
        )
      })}
    </ol>
  )
}
