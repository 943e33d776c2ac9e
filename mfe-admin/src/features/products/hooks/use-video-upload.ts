import { MAX_PRODUCT_VIDEOS, MAX_VIDEO_BYTES } from '@shop/domain'
import { useT } from '@shop/i18n'
import { notify } from '@shop/ui'
import { useState } from 'react'
import { notifyFailure } from '../../../lib/notify-failure'
import { uploadProductVideo } from '../api/upload-video'

export interface VideoUploadState {
  done: number
  total: number
}

/**
 * Videos are checked before anything is sent (a video type, at most 100 MB: admin.md §5), then uploaded one at a
 * time; each stored path is handed over as soon as it is there. Failure: the server's message, else
 * 'Videolar yüklenemedi'.
 */
export function useVideoUpload(count: () => number, onUploaded: (url: string) => void) {
  const t = useT()
  const [state, setState] = useState<VideoUploadState | null>(null)

  const upload = async (files: readonly File[]) => {
    const valid = files.filter((file) => {
      if (!file.type.startsWith('video/')) {
        notify.error(t('admin.upload.video_invalid', { name: file.name }))
        return false
      }
      if (file.size > MAX_VIDEO_BYTES) {
        notify.error(t('admin.upload.video_too_large', { name: file.name }))
        return false
      }
      return true
    })
    if (valid.length === 0) return
    if (count() + valid.length > MAX_PRODUCT_VIDEOS) {
      notify.error(t('admin.product.too_many_videos'))
      return
    }
    let done = 0
    setState({ done, total: valid.length })
    try {
      for (const file of valid) {
        onUploaded(await uploadProductVideo(file))
        done += 1
        setState({ done, total: valid.length })
      }
      notify.success(t('admin.products.videos_uploaded', { count: done }))
    } catch (error) {
      notifyFailure(error, t('admin.products.videos_failed'))
    } finally {
      setState(null)
    }
  }

  return { state, upload, busy: state !== null }
}
