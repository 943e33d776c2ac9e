import { describe, expect, it } from 'vitest'
import { videoSource } from './video-source'

describe('videoSource', () => {
  it('embeds YouTube and Vimeo links', () => {
    expect(videoSource('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=5')).toEqual({
      kind: 'embed',
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    })
    expect(videoSource('https://youtu.be/dQw4w9WgXcQ')?.src).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    )
    expect(videoSource('https://vimeo.com/76979871')).toEqual({
      kind: 'embed',
      src: 'https://player.vimeo.com/video/76979871',
    })
  })

  it('plays anything else as a file, media paths resolved', () => {
    expect(videoSource('/media/videos/frez.mp4')).toEqual({ kind: 'file', src: '/media/videos/frez.mp4' })
    expect(videoSource('  ')).toBeNull()
  })
})
