import { pageTitlesTr } from '@shop/domain/messages/page-titles-tr'
import { describe, expect, it } from 'vitest'
import { frameTr } from '../../i18n/src/messages/frame/tr'
import { tr } from '../../i18n/src/messages/tr'
import { keysNamedBy, keysNamedIn } from './catalogue-keys'

/** Every key the shell's code (its own and the packages it bundles, any chunk) names, with where. */
const keysTheShellNames = () => keysNamedBy(['shell/src/index.ts'])

describe("the shell's own catalogue (the frame's)", () => {
  it('holds every key the shell names, and nothing else but the page titles', async () => {
    const named = await keysTheShellNames()
    expect(named.size).toBeGreaterThan(20)
    const missing = [...named].filter(([key]) => !(key in frameTr)).map(([key, files]) => `${key} (${files})`)
    expect(missing).toEqual([])
    const unused = Object.keys(frameTr).filter((key) => !named.has(key) && !(key in pageTitlesTr))
    expect(unused).toEqual([])
  }, 60_000)

  it("is part of the shop's catalogue, text for text", () => {
    for (const [key, text] of Object.entries(frameTr))
      expect({ key, text: tr[key as keyof typeof tr] }).toEqual({ key, text })
  })

  it('sees keys in code and not in comments, and every key under a prefix completed at run time', () => {
    const text = "// t('nav.cart')\nconst a = t('nav.main')\nconst b = `remote.retry`\nconst c = 'not.a_key'"
    expect(keysNamedIn('x.tsx', text)).toEqual(['nav.main', 'remote.retry'])
    // t(`order_status.${s}`), joined so this file's own strings hold no template placeholder.
    const templateCall = ['t(`order_status.', '{s}`)'].join('$')
    const prefixed = keysNamedIn('y.tsx', `${templateCall}; t('payment_status.' + p)`)
    expect(prefixed).toContain('order_status.shipped')
    expect(prefixed.every((key) => /^(order|payment)_status\./.test(key))).toBe(true)
  })
})
