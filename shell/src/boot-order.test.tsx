import { afterEach, describe, expect, it, vi } from 'vitest'

/** What happened, in order: each module's evaluation, each task boundary, the render and how it was scheduled. */
const events: string[] = []
let inTransition = false

vi.mock('./next-task', () => ({
  nextTask: async () => {
    events.push('next task')
  },
}))
vi.mock('./after-first-paint', () => ({
  afterFirstPaint: async () => {
    events.push('first screen painted')
  },
}))
vi.mock('./warm-locale-data', () => ({ warmLocaleData: () => events.push('locale data warmed') }))
vi.mock('./bootstrap', () => {
  events.push('bootstrap evaluated')
  return {}
})
vi.mock('./app', () => {
  events.push('app modules evaluated')
  return { App: () => null }
})
vi.mock('react-dom/client', () => {
  events.push('react-dom evaluated')
  return {
    createRoot: () => ({
      render: () => events.push(inTransition ? 'rendered in a transition' : 'rendered as urgent'),
    }),
  }
})
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof import('react')>()
  return {
    ...react,
    startTransition: (scope: () => void) => {
      inTransition = true
      try {
        scope()
      } finally {
        inTransition = false
      }
    },
  }
})

afterEach(() => {
  events.length = 0
  document.body.innerHTML = ''
})

// In this order: the first test imports the entry with the bootstrap stood in; the second then evaluates the real
// bootstrap, which a worker evaluates once (UI test files share their modules, so the registry is not reset here).
describe("the shell's start-up, in tasks a phone can interrupt", { shuffle: false }, () => {
  it('runs the federation runtime in the entry’s task and negotiates the shared modules after the first paint', async () => {
    await import('./index')
    await vi.waitFor(() => expect(events).toContain('bootstrap evaluated'))
    expect(events).toEqual(['locale data warmed', 'first screen painted', 'bootstrap evaluated'])
  })

  it('evaluates react-dom, then the app’s modules, then renders in a transition, each in a task of its own', async () => {
    document.body.innerHTML = '<div id="root"></div>'
    vi.doUnmock('./bootstrap')
    await import('./bootstrap')
    await vi.waitFor(() => expect(events.at(-1)).toMatch(/^rendered/))
    expect(events).toEqual([
      'react-dom evaluated',
      'next task',
      'app modules evaluated',
      'next task',
      'rendered in a transition',
    ])
  })
})
