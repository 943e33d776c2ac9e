import { type ProductInputDraft, VIDEO_ACCEPT } from '@shop/domain'
import { useT } from '@shop/i18n'
import { useController, useFormContext } from 'react-hook-form'
import { useVideoUpload } from '../hooks/use-video-upload'
import { MediaField, MediaList } from './media-field'

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

  return (
    <MediaField
      title={t('admin.products.videos')}
      chooseLabel={t('admin.products.videos_choose')}
      accept={VIDEO_ACCEPT}
      hint={t('admin.products.videos_hint')}
      busy={uploader.busy}
      onBusyChange={onBusyChange}
      onFiles={(files) => void uploader.upload(files)}
      progress={uploader.state && t('admin.products.videos_uploading', { ...uploader.state })}
    >
      {videos.length > 0 && (
        <MediaList
          items={videos}
          onChange={field.onChange}
          preview={(src, n) => (
            // biome-ignore lint/a11y/useMediaCaption: a preview of the admin's own upload; it has no captions
            <video
              src={src}
              controls
              preload="metadata"
              width={160}
              height={120}
              aria-label={t('admin.products.video_label', { n })}
            />
          )}
          labels={(n) => ({
            left: t('admin.products.video_move_left', { n }),
            right: t('admin.products.video_move_right', { n }),
            remove: t('admin.products.video_remove', { n }),
          })}
        />
      )}
    </MediaField>
  )
}
