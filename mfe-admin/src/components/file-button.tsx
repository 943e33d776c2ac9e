import { useT } from '@shop/i18n'
import type { FieldControlProps } from '@shop/ui'
import styles from './file-button.module.css'
import { UploadIcon } from './icons'
import hidden from './visually-hidden.module.css'

interface FileButtonProps {
  /** The button's words, e.g. 'Resim seç'. */
  label: string
  accept: string
  multiple?: boolean
  disabled?: boolean
  onFiles: (files: File[]) => void
  /** Beside the button: the chosen file's name, or (null) that none is chosen; left out when undefined. */
  fileName?: string | null
  /** Ties the input to a surrounding Field's label, hint and error. */
  control?: FieldControlProps
}

/**
 * A file input that speaks the page's language: a button-looking <label> around a visually hidden native input, so the
 * keyboard and screen readers reach the real control (its focus ring is drawn on the label). The input is emptied
 * after each choice, so the same file can be chosen again (after a failed upload, say).
 */
export function FileButton({
  label,
  accept,
  multiple = false,
  disabled = false,
  onFiles,
  fileName,
  control,
}: FileButtonProps) {
  const t = useT()
  return (
    <span className={styles.row}>
      <label className={`${styles.button} ${disabled ? styles.disabled : ''}`}>
        <input
          {...control}
          type="file"
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          className={hidden.visuallyHidden}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? [])
            event.target.value = ''
            onFiles(files)
          }}
        />
        <UploadIcon />
        {label}
      </label>
      {fileName !== undefined && (
        <span className={fileName ? styles.fileName : styles.noFile}>
          {fileName ?? t('admin.common.no_file_chosen')}
        </span>
      )}
    </span>
  )
}
