/**
 * A visitor's press of 'Favorilere ekle', kept while they sign in, so the product is added once they are back on it
 * signed in. sessionStorage: it stays in the tab that pressed and goes when the tab closes.
 */
const PENDING_ADD_KEY = 'shop:wishlist-pending-add'

/** An intent older than this is dropped: a shopper who signs in much later no longer expects the add. */
export const PENDING_ADD_LIFETIME_MS = 30 * 60 * 1000

interface PendingAdd {
  productId: string
  keptAt: number
}

function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null
  }
}

/** One intent at a time: pressing on another product replaces it. */
export function rememberPendingAdd(productId: string, storage = tabStorage(), now = Date.now()): void {
  try {
    storage?.setItem(PENDING_ADD_KEY, JSON.stringify({ productId, keptAt: now } satisfies PendingAdd))
  } catch {
    // A full or disabled storage keeps nothing: the shopper presses again after signing in, as before.
  }
}

function isPendingAdd(value: unknown): value is PendingAdd {
  if (typeof value !== 'object' || value === null) return false
  const pending = value as Partial<PendingAdd>
  return typeof pending.productId === 'string' && typeof pending.keptAt === 'number'
}

/**
 * Whether an add of this product is waiting; if so it is forgotten as it is taken, so it is fulfilled at most once
 * (a second mount, React's double effects). An intent for another product stays; an expired
 * or unreadable one goes.
 */
export function takePendingAdd(productId: string, storage = tabStorage(), now = Date.now()): boolean {
  if (!storage) return false
  let pending: unknown = null
  try {
    const raw = storage.getItem(PENDING_ADD_KEY)
    if (raw === null) return false
    pending = JSON.parse(raw)
  } catch {
    // Unreadable: forgotten below like an expired one.
  }
  const kept = isPendingAdd(pending) && now - pending.keptAt <= PENDING_ADD_LIFETIME_MS ? pending : null
  if (kept && kept.productId !== productId) return false
  try {
    storage.removeItem(PENDING_ADD_KEY)
  } catch {
    // Kept where it cannot be forgotten: not fulfilled at all rather than on every visit.
    return false
  }
  return kept !== null
}
