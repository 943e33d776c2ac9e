/** What people put between a phone's digits: '0532 123 45 67', '(0532) 123-45-67', '+90 532.123.45.67'. */
const PHONE_GROUPING = /[\s().-]/g

/** A phone without its grouping, as the account phone rule checks it and as an account's phone is stored. */
export function compactPhone(phone: string): string {
  return phone.replace(PHONE_GROUPING, '')
}

/**
 * The digits a phone search looks for, without Turkey's country code or the trunk 0: a number copied from WhatsApp
 * ('+90 532 123 45 67') finds a phone typed '0532 123 45 67', and the other way round. Searched for inside the
 * stored phone's digits, so part of a number still finds it.
 */
export function nationalPhoneDigits(text: string): string {
  const digits = text.replace(/\D/g, '')
  const national = digits.startsWith('0090')
    ? digits.slice(4)
    : digits.startsWith('90') && digits.length >= 12
      ? digits.slice(2)
      : digits.replace(/^0/, '')
  return national === '' ? digits : national
}
