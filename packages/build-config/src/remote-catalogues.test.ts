import { describe, expect, it } from 'vitest'
import { checkoutQuoteTr } from '../../i18n/src/messages/account/checkout-quote-tr'
import { accountTextsTr } from '../../i18n/src/messages/account/texts-tr'
import { accountTr } from '../../i18n/src/messages/account/tr'
import { commonTr } from '../../i18n/src/messages/common/tr'
import { cartCheckTr } from '../../i18n/src/messages/storefront/cart-check-tr'
import { filtersTr } from '../../i18n/src/messages/storefront/filters-tr'
import { searchTr } from '../../i18n/src/messages/storefront/search-tr'
import { storefrontTextsTr } from '../../i18n/src/messages/storefront/texts-tr'
import { storefrontTr } from '../../i18n/src/messages/storefront/tr'
import { tr } from '../../i18n/src/messages/tr'
import { keysNamedBy } from './catalogue-keys'
import { storefrontExposes } from './first-load-bundle'

const ACCOUNT_EXPOSES = ['mfe-account/src/exposes/app.tsx']

/** Keys a catalogue lacks among those named, with the files naming them. */
const missingFrom = (texts: object, named: Map<string, string[]>) =>
  [...named].filter(([key]) => !(key in texts)).map(([key, files]) => `${key} (${files.join(', ')})`)

/** Keys of an app's own texts its code never names. */
const unusedOf = (own: object[], named: Map<string, string[]>) =>
  own.flatMap((texts) => Object.keys(texts)).filter((key) => !named.has(key))

// Each shop remote loads its own catalogue, not the whole shop's: a key its code names must be in it, or the screen
// would show the key; and the texts of its own (not the frame's, the shared schemas' or the common ones) must all be
// shown by it, so nothing rides along to the wrong remote.
describe("each shop remote's catalogue", () => {
  it("holds every key the storefront's code names, and its own texts are the storefront's", async () => {
    const named = await keysNamedBy(storefrontExposes())
    expect(named.size).toBeGreaterThan(150)
    expect(missingFrom(storefrontTextsTr, named)).toEqual([])
    expect(unusedOf([storefrontTr, searchTr, filtersTr, cartCheckTr], named)).toEqual([])
  }, 60_000)

  it("holds every key the account's code names, and its own texts are the account's", async () => {
    const named = await keysNamedBy(ACCOUNT_EXPOSES)
    expect(named.size).toBeGreaterThan(150)
    expect(missingFrom(accountTextsTr, named)).toEqual([])
    expect(unusedOf([accountTr, checkoutQuoteTr], named)).toEqual([])
  }, 60_000)

  it('shares only texts both remotes show', async () => {
    const [storefront, account] = await Promise.all([
      keysNamedBy(storefrontExposes()),
      keysNamedBy(ACCOUNT_EXPOSES),
    ])
    expect(Object.keys(commonTr).filter((key) => !storefront.has(key) || !account.has(key))).toEqual([])
  }, 60_000)

  it("are parts of the shop's catalogue, text for text", () => {
    for (const [key, text] of Object.entries({ ...storefrontTextsTr, ...accountTextsTr }))
      expect({ key, text: tr[key as keyof typeof tr] }).toEqual({ key, text })
  })
})
