import { describe, expect, it } from 'vitest'
import { screenFiles } from './screen-chunks'

describe('screenFiles', () => {
  it("lists each screen's chunk group by screen name, leaving other groups and source maps out", () => {
    expect(
      screenFiles({
        'screen-login': {
          assets: [
            { name: 'static/js/async/5.js' },
            { name: 'static/js/async/screen-login.js' },
            { name: 'static/js/async/screen-login.js.map' },
          ],
        },
        'screen-order-detail': { assets: [{ name: 'static/css/async/screen-order-detail.css' }] },
        'messages-en': { assets: [{ name: 'static/js/async/messages-en.js' }] },
        index: { assets: [{ name: 'static/js/index.js' }] },
      }),
    ).toEqual({
      login: ['static/js/async/5.js', 'static/js/async/screen-login.js'],
      'order-detail': ['static/css/async/screen-order-detail.css'],
    })
  })
})
