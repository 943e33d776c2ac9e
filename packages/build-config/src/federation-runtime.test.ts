import { describe, expect, it } from 'vitest'
import account from '../../../mfe-account/module-federation.config'
import admin from '../../../mfe-admin/module-federation.config'
import storefront from '../../../mfe-storefront/module-federation.config'
import shell from '../../../shell/module-federation.config'

describe('the federation runtime', () => {
  it('is provided by the shell and built for the browser, without the manifest snapshot plugin', () => {
    expect(shell.experiments).toMatchObject({
      provideExternalRuntime: true,
      optimization: { target: 'web', disableSnapshot: true },
    })
  })

  it.each([
    ['storefront', storefront],
    ['account', account],
    ['admin', admin],
  ])('is built for the browser in the %s remote, without a Node script loader or remote loading', (_name, config) => {
    expect(config.experiments?.optimization).toMatchObject({ target: 'web', disableRemote: true })
    // A remote that consumed remotes of its own would need the code `disableRemote` leaves out.
    expect(config.remotes ?? {}).toEqual({})
  })
})
