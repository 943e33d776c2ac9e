import { describe, expect, it } from 'vitest'
import { hashPassword, PBKDF2_MAX_ITERATIONS, parsePasswordHash, verifyPassword } from './password'

describe('password hashing', () => {
  it('stores scheme, iterations, a 16-byte salt and a 32-byte hash', async () => {
    const stored = await hashPassword('Admin123!')
    expect(stored).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/)
    const parsed = parsePasswordHash(stored)
    expect(parsed?.iterations).toBe(PBKDF2_MAX_ITERATIONS)
    expect(parsed?.salt).toHaveLength(16)
    expect(parsed?.hash).toHaveLength(32)
  })

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Müşteri123!', 1000)
    expect(await verifyPassword('Müşteri123!', stored)).toBe(true)
    expect(await verifyPassword('Musteri123!', stored)).toBe(false)
    expect(await verifyPassword('', stored)).toBe(false)
  })

  it('salts every hash differently', async () => {
    const [a, b] = await Promise.all([hashPassword('same', 1000), hashPassword('same', 1000)])
    expect(a).not.toBe(b)
  })

  it('keeps the iteration count beside the hash', async () => {
    const stored = await hashPassword('secret1', 2000)
    expect(parsePasswordHash(stored)?.iterations).toBe(2000)
    expect(await verifyPassword('secret1', stored)).toBe(true)
    // Changing the stored count changes the derived key, so the password no longer matches.
    expect(await verifyPassword('secret1', stored.replace('$2000$', '$2001$'))).toBe(false)
  })

  it('refuses more iterations than Workers allow', async () => {
    await expect(hashPassword('x', PBKDF2_MAX_ITERATIONS + 1)).rejects.toThrow(RangeError)
    const stored = await hashPassword('secret1', 1000)
    const tooMany = stored.replace('$1000$', `$${PBKDF2_MAX_ITERATIONS + 1}$`)
    expect(parsePasswordHash(tooMany)).toBeNull()
    expect(await verifyPassword('secret1', tooMany)).toBe(false)
  })

  it('treats malformed stored values as non-matching', async () => {
    for (const bad of [
      '',
      'plain',
      'bcrypt$10$a$b',
      'pbkdf2-sha256$abc$AAAA$AAAA',
      'pbkdf2-sha256$1000$!!$AAAA',
    ]) {
      expect(parsePasswordHash(bad)).toBeNull()
      expect(await verifyPassword('x', bad)).toBe(false)
    }
  })
})
