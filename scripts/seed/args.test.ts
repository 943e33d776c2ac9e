import { describe, expect, it } from 'vitest'
import { parseSeedArgs } from './args'

describe('parseSeedArgs', () => {
  it('leaves the catalogue alone without arguments', () => {
    expect(parseSeedArgs([])).toEqual({ products: null })
  })

  it('reads --products N and --products=N', () => {
    expect(parseSeedArgs(['--products', '10000'])).toEqual({ products: 10000 })
    expect(parseSeedArgs(['--products=250'])).toEqual({ products: 250 })
  })

  it('refuses anything else', () => {
    expect(() => parseSeedArgs(['--products'])).toThrow(/whole number/)
    expect(() => parseSeedArgs(['--products', '-5'])).toThrow(/whole number/)
    expect(() => parseSeedArgs(['--products', 'lots'])).toThrow(/whole number/)
    expect(() => parseSeedArgs(['--users', '3'])).toThrow(/Unknown argument/)
  })
})
