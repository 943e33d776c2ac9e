import { describe, expect, it } from 'vitest'
import { loginPathFor, redirectTargetFrom } from './redirect'

describe('login redirect', () => {
  it('remembers the intended location, query included', () => {
    expect(loginPathFor('/orders?page=2')).toBe('/login?redirect=%2Forders%3Fpage%3D2')
    expect(redirectTargetFrom('?redirect=%2Forders%3Fpage%3D2')).toBe('/orders?page=2')
  })

  it('does not remember the home page', () => {
    expect(loginPathFor('/')).toBe('/login')
  })

  it('never follows a redirect off the site', () => {
    expect(redirectTargetFrom('?redirect=%2F%2Fevil.example')).toBe('/')
    expect(redirectTargetFrom('?redirect=https%3A%2F%2Fevil.example')).toBe('/')
    expect(redirectTargetFrom('?redirect=%2F%5Cevil.example')).toBe('/')
    expect(redirectTargetFrom('')).toBe('/')
  })
})
