import type { HtmlBasicTag } from '@rsbuild/core'
import { describe, expect, it } from 'vitest'
import { lowerCodePreloads } from './low-priority-preloads'

const link = (attrs: HtmlBasicTag['attrs']): HtmlBasicTag => ({ tag: 'link', attrs })

describe('lowerCodePreloads', () => {
  it('asks for preloaded scripts and stylesheets at low priority', () => {
    expect(
      lowerCodePreloads([
        link({ rel: 'preload', as: 'script', href: '/static/js/async/a.js' }),
        link({ rel: 'preload', as: 'style', href: '/static/css/async/l.css' }),
      ]).map((tag) => tag.attrs?.fetchpriority),
    ).toEqual(['low', 'low'])
  })

  it('leaves every other tag, and a priority already chosen, as it was', () => {
    const others = [
      link({ rel: 'preload', as: 'image', href: '/media/logo.png', fetchpriority: 'high' }),
      link({ rel: 'preload', as: 'script', href: '/static/js/urgent.js', fetchpriority: 'high' }),
      link({ rel: 'stylesheet', href: '/static/css/index.css' }),
      link({ rel: 'icon', href: '/favicon.ico' }),
      { tag: 'script', attrs: { defer: true, src: '/static/js/index.js' } },
    ]
    expect(lowerCodePreloads(others)).toEqual(others)
  })
})
