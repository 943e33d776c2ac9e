import { describe, expect, it } from 'vitest'
import { thumbnailUrl } from './media-copies'

describe('thumbnailUrl', () => {
  it('asks for the smallest copy of a stored picture and leaves any other address alone', () => {
    expect(thumbnailUrl('/media/products/abc.png')).toBe('/media/products/abc.png?w=400')
    expect(thumbnailUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png')
    expect(thumbnailUrl('')).toBe('')
  })
})
