import { resolveMediaUrl } from '@shop/domain'

export type VideoSource = { kind: 'embed'; src: string } | { kind: 'file'; src: string }

const YOUTUBE =
  /^https?:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{11})/i
const VIMEO = /^https?:\/\/(?:www\.)?vimeo\.com\/(\d+)/i

/** A product video as something the page can play: YouTube and Vimeo links embedded, anything else a video file. */
export function videoSource(url: string): VideoSource | null {
  const trimmed = url.trim()
  if (!trimmed) return null
  const youtube = YOUTUBE.exec(trimmed)
  if (youtube?.[1]) return { kind: 'embed', src: `https://www.youtube-nocookie.com/embed/${youtube[1]}` }
  const vimeo = VIMEO.exec(trimmed)
  if (vimeo?.[1]) return { kind: 'embed', src: `https://player.vimeo.com/video/${vimeo[1]}` }
  return { kind: 'file', src: resolveMediaUrl(trimmed) }
}
