import { describe, expect, it } from 'vitest'
import { chainDepth, formatWaterfall } from './round-trips.mjs'

describe('chainDepth', () => {
  it('puts a request one round trip after the deepest answer that had arrived when it started', () => {
    const html = { path: '/', start: 0, end: 150 }
    const script = { path: '/a.js', start: 160, end: 310 }
    const data = { path: '/api/x', start: 320, end: 470 }
    const late = { path: '/late.js', start: 900, end: 1000 }
    const { depth, chain } = chainDepth([html, script, data, late], 600)
    expect(depth).toBe(3)
    expect(chain.map((request: { path: string }) => request.path)).toEqual(['/', '/a.js', '/api/x'])
  })
})

describe('formatWaterfall', () => {
  const result = {
    name: 'home',
    target: 'the first product card',
    first: 1000,
    ms: 700,
    waterfall: [
      { path: '/', type: 'Document', depth: 1, start: 1000, end: 1160, done: 1210, bytes: 15360 },
      {
        path: '/media/a.webp?w=400',
        type: 'Image',
        picture: true,
        start: 1200,
        end: 1360,
        done: 1400,
        bytes: 20480,
      },
      { path: '/static/js/index.js', type: 'Script', depth: 2, start: 1210, end: 1370 },
      { path: '/remotes.json', type: 'Other', depth: 2, start: 1220, end: 1380, done: 1300, bytes: 512 },
    ],
  }
  const lines = formatWaterfall(result).split('\n')

  it('names the page, the latency and when its content showed', () => {
    expect(lines[0]).toBe('home: requests at 150 ms latency until the first product card showed (700 ms)')
  })

  it('gives each request its round trip, times from the first request, size and a bar of 50 ms a character', () => {
    expect(lines[2]).toMatch(/^\s+1\s+0\s+160\s+210\s+15\.0\s+Document\s+---= \/$/)
    // A picture holds nothing back: it has no round trip.
    expect(lines[3]).toMatch(/^\s+·\s+200\s+360\s+400\s+20\.0\s+Image\s+ {4}---= \/media\/a\.webp\?w=400$/)
  })

  it('leaves the end of a request still loading when the content showed open', () => {
    expect(lines[4]).toMatch(/^\s+2\s+210\s+370\s+…\s+…\s+Script\s+ {4}---=+ \/static\/js\/index\.js$/)
  })

  it('never shows an answer ending before its first byte (emulated latency delays only the first)', () => {
    expect(lines[5]).toMatch(/^\s+2\s+220\s+380\s+380\s+0\.5\s+Other/)
  })
})
