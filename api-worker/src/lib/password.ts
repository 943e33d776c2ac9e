/**
 * PBKDF2-SHA256 password hashes stored as `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>`. WebCrypto only, so the
 * same code runs in workerd and in Node (the seed script).
 */
const SCHEME = 'pbkdf2-sha256'
/** Cloudflare Workers refuse PBKDF2 above 100,000 iterations; local workerd does not, so the cap is enforced here. */
export const PBKDF2_MAX_ITERATIONS = 100_000
const SALT_BYTES = 16
const HASH_BYTES = 32

export interface ParsedPasswordHash {
  iterations: number
  salt: Uint8Array
  hash: Uint8Array
}

export async function hashPassword(
  password: string,
  iterations: number = PBKDF2_MAX_ITERATIONS,
): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES))
  const hash = await derive(password, salt, iterations, HASH_BYTES)
  return [SCHEME, iterations, toBase64(salt), toBase64(hash)].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parsePasswordHash(stored)
  if (!parsed) return false
  const candidate = await derive(password, parsed.salt, parsed.iterations, parsed.hash.length)
  return constantTimeEqual(candidate, parsed.hash)
}

/** Reads a stored hash; null when it is not in our format or its parameters are out of range. */
export function parsePasswordHash(stored: string): ParsedPasswordHash | null {
  const parts = stored.split('$')
  if (parts.length !== 4 || parts[0] !== SCHEME) return null
  const [, iterationsText = '', saltText = '', hashText = ''] = parts
  if (!/^\d+$/.test(iterationsText)) return null
  const iterations = Number(iterationsText)
  if (!isAllowedIterations(iterations)) return null
  try {
    const salt = fromBase64(saltText)
    const hash = fromBase64(hashText)
    if (salt.length === 0 || hash.length === 0) return null
    return { iterations, salt, hash }
  } catch {
    return null
  }
}

function isAllowedIterations(iterations: number): boolean {
  return Number.isInteger(iterations) && iterations >= 1 && iterations <= PBKDF2_MAX_ITERATIONS
}

async function derive(
  password: string,
  salt: Uint8Array,
  iterations: number,
  bytes: number,
): Promise<Uint8Array> {
  if (!isAllowedIterations(iterations)) {
    throw new RangeError(`PBKDF2 iterations must be between 1 and ${PBKDF2_MAX_ITERATIONS}`)
  }
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveBits',
  ])
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    key,
    bytes * 8,
  )
  return new Uint8Array(bits)
}

/** Compares every byte whatever the first difference, so timing does not reveal how much of a hash matched. */
function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length
  for (let i = 0; i < a.length; i++) difference |= (a[i] ?? 0) ^ (b[i % b.length] ?? 0)
  return difference === 0
}

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
}
