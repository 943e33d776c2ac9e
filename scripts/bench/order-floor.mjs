import { withFloorWorker } from './floor-worker.mjs'
import { measure } from './http-load.mjs'
import { BARE_FLOOR_CONFIG, writeRoutedFloorConfig } from './order-floor-config.mjs'

/**
 * The floor under POST /api/orders: the order's own D1 batch served alone (order-floor/worker.ts) on the bench shop's
 * local D1, beside that bare worker's own ceiling, same connections and duration; then the same worker behind the
 * shop's asset routing (`routed`), the hop every request to the shop takes before its worker. Run it after the shop
 * has stopped: two wrangler processes must not share one database file. `target` names the session and product the
 * bench ordered with (`benchOrders(...).floorTarget`).
 */
export async function benchOrderFloor(options) {
  const bare = await measureFloor(BARE_FLOOR_CONFIG, options)
  const routed = await measureFloor(await writeRoutedFloorConfig(), options)
  return { ...bare, routed }
}

async function measureFloor(config, { port, stateDir, target, durationSeconds = 10, connections = 16 }) {
  return withFloorWorker(config, { port, stateDir }, async (baseUrl) => {
    const query = new URLSearchParams(target).toString()
    const orderUrl = `${baseUrl}/order?${query}`
    const check = await fetch(orderUrl)
    if (check.status !== 201)
      throw new Error(`the order floor answered ${check.status}: ${await check.text()}`)
    const ping = await measure(`${baseUrl}/ping`, { durationSeconds, connections })
    const batch = await measure(orderUrl, { durationSeconds, connections })
    return { ping, batch }
  })
}
