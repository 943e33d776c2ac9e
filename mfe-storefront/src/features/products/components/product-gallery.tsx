import { imageSrcSet, PRODUCT_GALLERY_IMAGE_SIZES, resolveMediaUrl, thumbnailUrl } from '@shop/domain'
import { useT } from '@shop/i18n'
import { useState } from 'react'
import { videoSource } from '../lib/video-source'
import styles from './product-gallery.module.css'

/** Size attributes (the frame's CSS sets the boxes; these give the browser their square shape before the files). */
const MAIN_SIZE = 800
const THUMB_SIZE = 72

interface ProductGalleryProps {
  name: string
  images: readonly string[]
  videos: readonly string[]
}

/** The main image with thumbnails to switch it, then the product's videos. */
export function ProductGallery({ name, images, videos }: ProductGalleryProps) {
  const t = useT()
  const [selected, setSelected] = useState(0)
  const urls = images.map((image) => resolveMediaUrl(image)).filter(Boolean)
  const current = urls[Math.min(selected, urls.length - 1)]
  const sources = videos.map(videoSource).filter((source) => source !== null)

  return (
    <section className={styles.gallery} aria-label={t('product_detail.gallery')}>
      <div className={styles.main}>
        {current ? (
          // The page's largest paint: fetched first; the frame's square box holds its place while it loads.
          <img
            className={styles.image}
            src={current}
            srcSet={imageSrcSet(current)}
            sizes={PRODUCT_GALLERY_IMAGE_SIZES}
            alt={name}
            width={MAIN_SIZE}
            height={MAIN_SIZE}
            fetchPriority="high"
          />
        ) : (
          <p className={styles.empty}>{t('product_detail.no_image')}</p>
        )}
      </div>
      {urls.length > 1 && (
        <ul className={styles.thumbs}>
          {urls.map((url, index) => (
            <li key={url}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={index === selected}
                aria-label={t('product_detail.show_image', { index: index + 1 })}
                onClick={() => setSelected(index)}
              >
                <img
                  src={thumbnailUrl(url)}
                  alt=""
                  width={THUMB_SIZE}
                  height={THUMB_SIZE}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {sources.map((source, index) => {
        const title = t('product_detail.video_title', { index: index + 1 })
        return source.kind === 'embed' ? (
          <iframe
            key={source.src}
            className={styles.video}
            src={source.src}
            title={title}
            loading="lazy"
            allow="encrypted-media; picture-in-picture"
            allowFullScreen
          />
        ) : (
          // biome-ignore lint/a11y/useMediaCaption: product videos are uploaded without caption tracks.
          <video
            key={source.src}
            className={styles.video}
            src={source.src}
            controls
            preload="metadata"
            title={title}
          />
        )
      })}
    </section>
  )
}
