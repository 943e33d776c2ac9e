/** The session-expired notice: shown by the API client in every app, the shell included (the frame's catalogue). */
export const sessionTr = {
  'error.session_expired': 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.',
} as const
