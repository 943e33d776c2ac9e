import { COMMON_PASSWORDS } from './common-passwords'

/** Catalogue keys of the two strength rules a new password must pass besides its length. */
export const PASSWORD_COMMON_KEY = 'auth.password_common'
export const PASSWORD_IS_EMAIL_KEY = 'auth.password_is_email'

/**
 * Lowercase for comparison. `toLowerCase` turns a Turkish "İ" into "i" plus a combining dot above; the dot is dropped
 * so "İSTANBUL" reads as "istanbul".
 */
function folded(text: string): string {
  return text
    .trim()
    .normalize('NFC')
    .toLowerCase()
    .replace(/\u0307/g, '')
}

/** True when the password is on the common-password list, whatever its letter case. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(folded(password))
}

/** True when the password is the e-mail address or its part before "@", whatever the letter case. */
export function passwordMatchesEmail(password: string, email: string): boolean {
  const candidate = folded(password)
  const address = folded(email)
  if (!candidate || !address) return false
  const localPart = address.split('@')[0] ?? ''
  return candidate === address || (localPart !== '' && candidate === localPart)
}

/** The first strength rule the password breaks, as a catalogue key, or null. */
export function passwordProblem(
  password: string,
  email?: string,
): typeof PASSWORD_COMMON_KEY | typeof PASSWORD_IS_EMAIL_KEY | null {
  if (email !== undefined && passwordMatchesEmail(password, email)) return PASSWORD_IS_EMAIL_KEY
  if (isCommonPassword(password)) return PASSWORD_COMMON_KEY
  return null
}
