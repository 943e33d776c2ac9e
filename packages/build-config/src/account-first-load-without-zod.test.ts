import { describe, expect, it } from 'vitest'
import { bundleSplit, staticReach } from './first-load-bundle'

const pages = {
  'sign-in': 'mfe-account/src/routes/login-page.tsx',
  register: 'mfe-account/src/routes/register-page.tsx',
  profile: 'mfe-account/src/routes/profile-page.tsx',
}

describe('the account pages whose forms validate on demand', () => {
  it.each(Object.entries(pages))('the %s page reaches no zod before a form is used', async (_, page) => {
    const { files, libraries } = staticReach(await bundleSplit([page]), [page])
    expect(files.length).toBeGreaterThan(10)
    expect(libraries).toContain('react-hook-form')
    expect(libraries).not.toContain('zod')
    expect(libraries).not.toContain('@hookform/resolvers')
  })

  it("reaches zod through the forms' validation module, which every form fetches by import()", async () => {
    const entries = Object.values(pages)
    const metafile = await bundleSplit(entries)
    const validation = Object.values(metafile.outputs).find((output) =>
      Object.keys(output.inputs).includes('mfe-account/src/lib/form-validation.ts'),
    )
    expect(validation?.imports.map((imported) => imported.path)).toContain('zod')
  })

  it('would see zod on a page whose code used a schema (checkout checks the prefilled address)', async () => {
    const checkout = 'mfe-account/src/routes/checkout-page.tsx'
    expect(staticReach(await bundleSplit([checkout]), [checkout]).libraries).toContain('zod')
  })
})
