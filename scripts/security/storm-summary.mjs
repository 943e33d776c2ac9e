/** The storm's closing table: one row per family with its attempts and failures, then what wrangler's proxy did. */
export function formatSummary({ families, created, outOfStock, proxy503, networkErrors, seconds }) {
  const rows = families.map(({ family, attempts, problems, count }) => {
    const failures = count ?? problems.length
    return `| ${family.padEnd(46)} | ${String(attempts).padStart(8)} | ${String(failures).padStart(8)} |`
  })
  const details = families.flatMap(({ family, problems }) =>
    problems.slice(0, 5).map((problem) => `  ✗ ${family}: ${problem}`),
  )
  const total = created + outOfStock
  return [
    `| ${'family'.padEnd(46)} | attempts | failures |`,
    `|${'-'.repeat(48)}|----------|----------|`,
    ...rows,
    '',
    `${created} orders created, ${outOfStock} refused for stock (409) in ${seconds.toFixed(1)} s (${Math.round(total / seconds)} answers/s)`,
    `wrangler dev's proxy answered 503 ${proxy503} times and ${networkErrors} connections dropped: each retried with the same Idempotency-Key, none counted as the shop's answer`,
    ...details,
  ].join('\n')
}
