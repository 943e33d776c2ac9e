import { MAX_PRODUCT_IMAGES } from '@shop/domain'
import { useT } from '@shop/i18n'
import { notify } from '@shop/ui'
import { useState } from 'react'
import { type PreparedImage, prepareImage } from '../../../lib/image-copies'
import { notifyFailure } from '../../../lib/notify-failure'
import { uploadProductImages } from '../api/upload-images'

export type ImageUploadState =
  | { phase: 'idle' }
  | { phase: 'preparing'; done: number; total: number }
  | { phase: 'uploading'; total: number }

/**
 * Chosen images are resized one by one in the browser (with their smaller copies), then sent together; `onUploaded` receives their stored
 * paths in the order chosen. Failure: the server's message, else 'Resimler yüklenemedi'.
 */
export function useImageUpload(count: () => number, onUploaded: (urls: string[]) => void) {
  const t = useT()
  const [state, setState] = useState<ImageUploadState>({ phase: 'idle' })

  const upload = async (files: readonly File[]) => {
    if (files.length === 0) return
    if (count() + files.length > MAX_PRODUCT_IMAGES) {
      notify.error(t('admin.product.too_many_images'))
      return
    }
    const prepared: PreparedImage[] = []
    setState({ phase: 'preparing', done: 0, total: files.length })
    for (const file of files) {
      prepared.push(await prepareImage(file))
      setState({ phase: 'preparing', done: prepared.length, total: files.length })
    }
    setState({ phase: 'uploading', total: files.length })
    try {
      const urls = await uploadProductImages(prepared)
      onUploaded(urls)
      notify.success(t('admin.products.images_uploaded', { count: urls.length }))
    } catch (error) {
      notifyFailure(error, t('admin.products.images_failed'))
    } finally {
      setState({ phase: 'idle' })
    }
  }

  return { state, upload, busy: state.phase !== 'idle' }
}
