// One of the storm's OS-level workers: fires its share of order attempts with a fixed number in flight, each with
// its own Idempotency-Key, and reports what came back. A proxy 503 or a dropped connection is retried with the SAME
// key, as a real client would, so a retry can never make a second order.
import { randomUUID } from 'node:crypto'
import { parentPort, workerData } from 'node:worker_threads'
import { SCRIPT_ADDRESS } from '../lib/shop-api.mjs'
import { submitOrder } from './order-attempt.mjs'

/** A small deterministic generator, so a worker's attempts are the same on every run. */
function random(seed) {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

function attemptPlan(next, customers, products) {
  const customer = Math.floor(next() * customers.length)
  const lineCount = 1 + Math.floor(next() * 3)
  const picked = [...products].sort(() => next() - 0.5).slice(0, lineCount)
  const items = picked.map((product) => ({ product, quantity: 1 + Math.floor(next() * 3) }))
  return { customer, items }
}

async function attempt(baseUrl, tokens, plan, tally) {
  const key = randomUUID()
  const body = JSON.stringify({ items: plan.items, shippingAddress: SCRIPT_ADDRESS })
  return { ...(await submitOrder(baseUrl, tokens[plan.customer], key, body, tally)), key }
}

async function run({ baseUrl, tokens, products, attempts, inFlight, seed }) {
  const next = random(seed)
  const plans = Array.from({ length: attempts }, () => attemptPlan(next, tokens, products))
  const tally = { created: 0, outOfStock: 0, failures: 0, proxy503: 0, networkErrors: 0 }
  const created = []
  const failures = []
  let cursor = 0
  const started = performance.now()
  async function lane() {
    while (cursor < plans.length) {
      const plan = plans[cursor++]
      const answer = await attempt(baseUrl, tokens, plan, tally)
      if (answer.kind === 'created') {
        tally.created += 1
        const { order } = answer.body.data
        created.push({ id: order._id, number: order.orderNumber, customer: plan.customer, items: plan.items })
      } else if (answer.kind === 'out-of-stock') {
        tally.outOfStock += 1
      } else {
        tally.failures += 1
        if (failures.length < 10) failures.push({ status: answer.status, body: answer.body })
      }
    }
  }
  await Promise.all(Array.from({ length: inFlight }, lane))
  return { tally, created, failures, seconds: (performance.now() - started) / 1000 }
}

run(workerData).then(
  (result) => parentPort.postMessage(result),
  (error) => parentPort.postMessage({ error: error.stack ?? String(error) }),
)
