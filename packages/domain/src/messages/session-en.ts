import type { sessionTr } from './session-tr'

/** English session notice (see session-tr.ts). */
export const sessionEn: Record<keyof typeof sessionTr, string> = {
  'error.session_expired': 'Your session has expired. Please log in again.',
}
