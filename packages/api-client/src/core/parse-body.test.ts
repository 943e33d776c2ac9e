import { describe, expect, it } from 'vitest'
import { ApiError } from './api-error'
import { parseBody } from './parse-body'

const failure = (body: unknown, status: number) => parseBody(Response.json(body, { status }))

describe('parseBody on a failure', () => {
  it("keeps the failure's data for the screen (a refused order's fresh quote)", async () => {
    const data = { expectedTotal: 135.7, quote: { lines: [], totalAmount: 159.3 } }
    const error = await failure({ success: false, message: 'Fiyatlar değişti', data }, 409).catch((e) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 409, message: 'Fiyatlar değişti', details: data })
  })

  it('has no details when the failure carries none', async () => {
    const error = await failure({ success: false, message: 'Kayıt bulunamadı' }, 404).catch((e) => e)
    expect(error).toMatchObject({ status: 404, details: undefined })
  })
})
