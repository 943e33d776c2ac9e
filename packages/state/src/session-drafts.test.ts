// @vitest-environment happy-dom
import { createStore } from 'jotai'
import { beforeEach, describe, expect, it } from 'vitest'
import { signInAtom, userAtom } from './auth'
import {
  keepDraftWhenSessionEnds,
  readSessionDraft,
  SESSION_DRAFT_LIFETIME_MS,
  sessionRefusedAtom,
  storeSessionDraft,
} from './session-drafts'

const admin = { _id: 'u1', name: 'Ayşe Yılmaz', email: 'ayse@example.com', role: 'admin' as const }

beforeEach(() => sessionStorage.clear())

describe('session drafts', () => {
  it('are read back for their user while recent, and never for another user or once a day old', () => {
    const keptAt = Date.parse('2026-11-29T10:00:00Z')
    storeSessionDraft('admin.product:p1', { userId: 'u1', version: 'v1', values: { name: 'Ayna' }, keptAt })
    expect(readSessionDraft('admin.product:p1', 'u1', keptAt + 1000)).toEqual({
      userId: 'u1',
      version: 'v1',
      values: { name: 'Ayna' },
      keptAt,
    })
    expect(readSessionDraft('admin.product:p1', 'u2', keptAt + 1000)).toBeNull()
    expect(readSessionDraft('admin.product:p1', 'u1', keptAt + SESSION_DRAFT_LIFETIME_MS + 1)).toBeNull()
    expect(readSessionDraft('admin.product:p2', 'u1', keptAt + 1000)).toBeNull()
  })

  it('read anything else in their place as no draft, without throwing', () => {
    for (const stored of ['5', 'null', '"metin"', '{"userId":"u1"}', '{bozuk', '[]']) {
      sessionStorage.setItem('shop:draft:admin.settings', stored)
      expect({ stored, draft: readSessionDraft('admin.settings', 'u1') }).toEqual({ stored, draft: null })
    }
  })

  it('are kept by every open form when the session is refused, before the user is forgotten; not without a user', () => {
    const store = createStore()
    const kept: string[] = []
    const stop = keepDraftWhenSessionEnds((userId) => kept.push(`${userId}:${store.get(userAtom)?._id}`))
    store.set(signInAtom, { token: 'cookie-only', user: admin })
    store.set(sessionRefusedAtom)
    expect(kept).toEqual(['u1:u1'])
    expect(store.get(userAtom)).toBeNull()
    store.set(sessionRefusedAtom)
    expect(kept).toEqual(['u1:u1'])
    stop()
  })
})
