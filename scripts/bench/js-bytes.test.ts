import { describe, expect, it } from 'vitest'
import { NO_MAP } from './js-attribution.mjs'
import { formatJsBytes, summarise } from './js-bytes.mjs'

describe('summarise', () => {
  it('says which bytes it could not attribute instead of counting them to a part', async () => {
    const figures = await summarise([
      { pathname: '/remotes/storefront/static/js/none.0.js', code: 'x', gzip: 100 },
      { pathname: '/static/js/none.0.js', code: 'y', gzip: 50 },
    ])
    expect(figures).toEqual({ apps: { storefront: 100, shell: 50 }, parts: { [NO_MAP]: 150 }, stack: 0 })
  })
})

describe('formatJsBytes', () => {
  it("prints the stack's parts apart from the rest, and what the budget leaves for the rest", () => {
    const text = formatJsBytes({
      name: 'list',
      path: '/products',
      budgetKb: 150,
      total: { raw: 500 * 1024, gzip: 180 * 1024 },
      files: 19,
      apps: { shell: 140 * 1024, storefront: 40 * 1024 },
      parts: { React: 70 * 1024, jotai: 65 * 1024, "the shop's code": 45 * 1024 },
      stack: 135 * 1024,
    })
    expect(text.split('\n')).toEqual([
      'list (/products): 500.0 KB raw, 180.0 KB gzip in 19 files   budget 150 KB ✗',
      '  by app: shell 140.0 KB, storefront 40.0 KB',
      '  the stack (the floor of any page): 135.0 KB',
      `    ${'React'.padEnd(40)}    70.0 KB`,
      `    ${'jotai'.padEnd(40)}    65.0 KB`,
      '  the rest: 45.0 KB',
      `    ${"the shop's code".padEnd(40)}    45.0 KB`,
      '  the budget leaves 15.0 KB for the rest',
    ])
  })
})
