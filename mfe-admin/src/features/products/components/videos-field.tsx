import { type ProductInputDraft, VIDEO_ACCEPT } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Spinner } from '@shop/ui'
import { useEffect, useRef } from 'react'
import { useController, useFormContext } from 'react-hook-form'
import layout from '../../../components/form-layout.module.css'
import { useVideoUpload } from '../hooks/use-video-upload'
import { moveItem } from '../lib/move-item'
import { FilePicker } from './file-picker'
import { MediaItemActions } from './media-item-actions'
import styles from './product-form.module.css'

/** Videos: checked (type, 100 MB) before upload, uploaded one by one, previewed, reordered or removed. */
export function VideosField({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const t = useT()
  const { control, getValues } = useFormContext<ProductInputDraft>()
  const { field } = useController({ control, name: 'videos' })
  const videos = field.value ?? []
  const uploader = useVideoUpload(
    () => (getValues('videos') ?? []).length,
    (url) => field.onChange([...(getValues('videos') ?? []), url]),
  )
  const busyRef = useRef(onBusyChange)
  busyRef.current = onBusyChange
  useEffect(() => busyRef.current(uploader.busy), [uploader.busy])

  return (
    <div className={styles.media}>
      <div className={styles.mediaHeader}>
        <h4 className={styles.mediaTitle}>{t('admin.products.videos')}</h4>
        <FilePicker
          label={t('admin.products.videos_choose')}
          accept={VIDEO_ACCEPT}
          disabled={uploader.busy}
          onFiles={(files) => void uploader.upload(files)}
        />
      </div>
      <p className={layout.note}>{t('admin.products.videos_hint')}</p>
      {uploader.state && (
        <output className={`${layout.note} ${styles.progress}`}>
          <Spinner inline />
          {t('admin.products.videos_uploading', { ...uploader.state })}
        </output>
      )}
      {videos.length > 0 && (
        <ol className={styles.thumbs}>
          {videos.map((src, index) => {
            const n = index + 1
            return (
              <li key={src} className={styles.thumbItem}>
                {/* biome-ignore lint/a11y/useMediaCaption: a preview of the admin's own upload; it has no captions */}
                <video
                  src={src}
                  controls
                  preload="metadata"
                  width={160}
                  height={120}
                  aria-label={t('admin.products.video_label', { n })}
                />
                <MediaItemActions
                  index={index}
                  count={videos.length}
                  labels={{
                    left: t('admin.products.video_move_left', { n }),
                    right: t('admin.products.video_move_right', { n }),
                    remove: t('admin.products.video_remove', { n }),
                  }}
                  onMove={(to) => field.onChange(moveItem(videos, index, to))}
                  onRemove={() => field.onChange(videos.filter((_, at) => at !== index))}
                />
              </li>
            )
          })}
        </ol>
      )}
    </div>
  )
}
