import autocannon from 'autocannon'

/** Drives one URL with autocannon and returns requests/s and latency percentiles (ms). */
export async function measure(
  url,
  { connections = 16, durationSeconds = 10, warmupSeconds = 2, headers } = {},
) {
  if (warmupSeconds > 0) await autocannon({ url, connections, duration: warmupSeconds, headers }) // discarded
  const result = await autocannon({ url, connections, duration: durationSeconds, headers })
  const failures = result.errors + result.timeouts + result.non2xx
  return {
    url,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    failures,
  }
}

export function formatLoad(label, figures) {
  return `${label.padEnd(34)} ${String(figures.requestsPerSecond).padStart(6)} req/s   p50 ${String(figures.p50).padStart(4)} ms   p99 ${String(figures.p99).padStart(4)} ms   (${figures.total} requests, ${figures.failures} failed)`
}
