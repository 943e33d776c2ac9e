import { login, register } from '@shop/api-client'
import type { AuthSession, LoginInput, RegisterInput } from '@shop/domain'
import { signInAtom } from '@shop/state'
import { useMutation } from '@tanstack/react-query'
import { useSetAtom } from 'jotai'

/**
 * Login or register: on success the user is stored and the answer sets the session cookie (the auth state of the
 * whole site). The screen shows failures itself, so the client's generic toast is suppressed.
 */
export function useLoginMutation(onSuccess: (session: AuthSession) => void) {
  const signIn = useSetAtom(signInAtom)
  return useMutation({
    mutationFn: (input: LoginInput) => login(input, { suppressErrorToast: true }),
    onSuccess: (session) => {
      signIn(session)
      onSuccess(session)
    },
  })
}

export function useRegisterMutation(onSuccess: (session: AuthSession) => void) {
  const signIn = useSetAtom(signInAtom)
  return useMutation({
    mutationFn: (input: RegisterInput) => register(input, { suppressErrorToast: true }),
    onSuccess: (session) => {
      signIn(session)
      onSuccess(session)
    },
  })
}
