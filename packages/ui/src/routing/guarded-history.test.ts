import { UNSAFE_createMemoryHistory } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { createGuardedHistory, isGuardedHistory } from './guarded-history'

function setUp(entries = ['/a']) {
  const history = createGuardedHistory(
    UNSAFE_createMemoryHistory({ initialEntries: entries, v5Compat: true }),
  )
  const heard: string[] = []
  history.listen(({ action, location }) => heard.push(`${action} ${location.pathname}`))
  return { history, heard }
}

describe('createGuardedHistory', () => {
  it('moves at once when no guard holds the navigation', () => {
    const { history, heard } = setUp()
    history.guard(() => false)
    history.push('/b')
    history.replace('/c')
    expect(history.location.pathname).toBe('/c')
    expect(heard).toEqual(['PUSH /b', 'REPLACE /c'])
  })

  it('holds a push until the guard proceeds, and tells the guard where from and where to', () => {
    const { history, heard } = setUp()
    let proceed = () => {}
    const asked: string[] = []
    history.guard((from, to, go) => {
      asked.push(`${from.pathname} → ${to.pathname}${to.search}`)
      proceed = go
      return true
    })
    history.push('/b?page=2')
    expect(history.location.pathname).toBe('/a')
    expect(heard).toEqual([])
    expect(asked).toEqual(['/a → /b?page=2'])
    proceed()
    expect(history.location.pathname).toBe('/b')
    expect(heard).toEqual(['PUSH /b'])
  })

  it('undoes a held back step without telling the router, and redoes it when the guard proceeds', () => {
    const { history, heard } = setUp(['/a', '/b'])
    history.go(1)
    heard.length = 0
    let proceed: (() => void) | null = null
    const remove = history.guard((from, to, go) => {
      expect([from.pathname, to.pathname]).toEqual(['/b', '/a'])
      proceed = go
      return true
    })
    history.go(-1)
    expect(history.location.pathname).toBe('/b')
    expect(heard).toEqual([])
    remove()
    ;(proceed as unknown as () => void)()
    expect(history.location.pathname).toBe('/a')
    expect(heard).toEqual(['POP /a'])
    // Staying or leaving leaves the stack usable: forward goes where it went before.
    history.go(1)
    expect(history.location.pathname).toBe('/b')
  })

  it('stops asking once the guard is removed', () => {
    const { history } = setUp()
    const remove = history.guard(() => true)
    remove()
    history.push('/b')
    expect(history.location.pathname).toBe('/b')
  })

  it('is told apart from a plain navigator', () => {
    expect(isGuardedHistory(setUp().history)).toBe(true)
    expect(isGuardedHistory(UNSAFE_createMemoryHistory())).toBe(false)
    expect(isGuardedHistory(null)).toBe(false)
  })
})
