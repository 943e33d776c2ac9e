import { describe, expect, it } from 'vitest'
import { answerKind } from './answer-kind.mjs'

const refusal = { success: false, message: 'Yetersiz stok' }
const created = { success: true, data: { order: { _id: 'o1', orderNumber: 'DS-1' } } }

describe('answerKind', () => {
  it('reads the shop’s created order and its stock refusal', () => {
    expect(answerKind({ status: 201, nosniff: true, body: created })).toBe('created')
    expect(answerKind({ status: 409, nosniff: true, body: refusal })).toBe('out-of-stock')
  })

  it('tells wrangler’s proxy 503 from the shop’s own 503', () => {
    expect(answerKind({ status: 503, nosniff: false, body: 'worker restarted mid-request' })).toBe(
      'proxy-503',
    )
    expect(answerKind({ status: 503, nosniff: false, body: null })).toBe('proxy-503')
    expect(answerKind({ status: 503, nosniff: true, body: refusal })).toBe('failure')
  })

  it('counts anything else as a failure', () => {
    expect(answerKind({ status: 500, nosniff: true, body: refusal })).toBe('failure')
    expect(answerKind({ status: 201, nosniff: true, body: { success: true } })).toBe('failure')
    expect(answerKind({ status: 201, nosniff: false, body: created })).toBe('failure')
    expect(answerKind({ status: 409, nosniff: true, body: { success: false } })).toBe('failure')
    expect(answerKind({ status: 400, nosniff: true, body: refusal })).toBe('failure')
  })
})
