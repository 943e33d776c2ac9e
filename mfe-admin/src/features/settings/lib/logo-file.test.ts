import { LOGO_MAX_BYTES } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { logoFileProblem } from './logo-file'

const file = (name: string, type: string, size = 10) => ({ name, type, size })

describe('logoFileProblem', () => {
  it('takes jpeg, png and webp for the logos, ico and png for the favicon', () => {
    for (const kind of ['logo', 'headerLogo', 'footerLogo'] as const) {
      expect(logoFileProblem(kind, file('a.jpg', 'image/jpeg'))).toBeNull()
      expect(logoFileProblem(kind, file('a.jpg', 'image/jpg'))).toBeNull()
      expect(logoFileProblem(kind, file('a.webp', 'image/webp'))).toBeNull()
      expect(logoFileProblem(kind, file('a.ico', 'image/x-icon'))).toBe('admin.settings.logo_type_invalid')
    }
    expect(logoFileProblem('favicon', file('f.ico', 'image/vnd.microsoft.icon'))).toBeNull()
    expect(logoFileProblem('favicon', file('f.png', 'image/png'))).toBeNull()
    expect(logoFileProblem('favicon', file('f.jpg', 'image/jpeg'))).toBe('admin.settings.logo_type_invalid')
  })

  it('refuses heic and heif, and reads a file without a declared type by its name', () => {
    expect(logoFileProblem('logo', file('p.heic', 'image/heic'))).toBe('admin.settings.logo_type_invalid')
    expect(logoFileProblem('logo', file('p.heif', 'image/heif'))).toBe('admin.settings.logo_type_invalid')
    expect(logoFileProblem('favicon', file('favicon.ICO', ''))).toBeNull()
    expect(logoFileProblem('logo', file('notes.txt', ''))).toBe('admin.settings.logo_type_invalid')
  })

  it('refuses a file over 2 MB', () => {
    expect(logoFileProblem('logo', file('a.png', 'image/png', LOGO_MAX_BYTES))).toBeNull()
    expect(logoFileProblem('logo', file('a.png', 'image/png', LOGO_MAX_BYTES + 1))).toBe(
      'admin.settings.logo_too_large',
    )
  })
})
