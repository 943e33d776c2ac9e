import { useCallback, useState } from 'react'

function newKey(): string {
  return crypto.randomUUID()
}

/**
 * One Idempotency-Key per checkout attempt, made when the form mounts: a double click or a retry after a lost
 * answer sends the same key, so the server creates one order. `renew` starts a new attempt once the server has
 * definitely refused the previous one (the shopper may then change the address or the cart).
 */
export function useIdempotencyKey(): { key: string; renew: () => void } {
  const [key, setKey] = useState(newKey)
  const renew = useCallback(() => setKey(newKey()), [])
  return { key, renew }
}
