import { useMutation } from '@tanstack/react-query'
import { adminRequest } from '../../../lib/admin-request'

/** POST /settings/test-whatsapp: the wa.me address of the saved number and message. */
export function useTestWhatsapp() {
  return useMutation({
    mutationFn: () => adminRequest<{ whatsappUrl: string }>('POST', '/settings/test-whatsapp'),
  })
}
