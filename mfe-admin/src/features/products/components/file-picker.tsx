import hidden from '../../../components/visually-hidden.module.css'
import styles from './product-form.module.css'

interface FilePickerProps {
  label: string
  accept: string
  disabled?: boolean
  onFiles: (files: File[]) => void
}

/**
 * A native file input behind a button-looking label: keyboard and screen readers reach the real input, and the
 * same file can be chosen twice in a row (the value is cleared after each choice).
 */
export function FilePicker({ label, accept, disabled = false, onFiles }: FilePickerProps) {
  return (
    <label className={`${styles.picker} ${disabled ? styles.pickerDisabled : ''}`}>
      <input
        type="file"
        multiple
        accept={accept}
        disabled={disabled}
        className={hidden.visuallyHidden}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? [])
          event.target.value = ''
          onFiles(files)
        }}
      />
      {label}
    </label>
  )
}
