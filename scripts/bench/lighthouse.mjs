// Lighthouse 12's mobile preset (simulated slow 4G and a 4× slower CPU) on the home, list and product pages, in three
// interleaved rounds; the medians are printed beside issue 10's goals, with every run's score. Debian's Chromium,
// never a downloaded browser.
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { bin } from '../lib/run.mjs'
import { runAgainOnce } from '../lib/run-again-once.mjs'

const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking'
const GOALS = { score: 95, lcp: 1800, tbt: 150, cls: 0.02 }

function lighthouse(url, outputPath) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      bin('lighthouse'),
      [
        url,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${outputPath}`,
        '--quiet',
        `--chrome-flags=${CHROME_FLAGS}`,
      ],
      { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'inherit'] },
    )
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`lighthouse ${url} exited ${code}`)),
    )
  })
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function runOnce(url, dir, index) {
  const file = join(dir, `run-${index}.json`)
  // Lighthouse sometimes loses its own trace (NO_NAVSTART, "Please run Lighthouse again"): a run that fails is made
  // once more before the bench gives up.
  await runAgainOnce(
    () => lighthouse(url, file),
    (error) => console.error(`${error.message}; running it again`),
  )
  const report = JSON.parse(await readFile(file, 'utf8'))
  const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcp: audit('first-contentful-paint'),
    // Lighthouse's own measure of this host's CPU speed, taken during the run (higher is faster).
    benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
  }
}

/**
 * The order Lighthouse runs in: round after round, every target once per round, so a change in the host's speed
 * during the bench (it drifts here by a third within minutes) falls on every page alike instead of on whichever page
 * ran at that moment.
 */
export function interleavedRuns(targets, runs) {
  return Array.from({ length: runs }, (_, run) => targets.map((target) => ({ target, run }))).flat()
}

/** Lighthouse on each of `targets` ({ name, url }), `runs` times in interleaved rounds, with the medians per target. */
export async function benchLighthouse(targets, { runs = 3 } = {}) {
  const dir = await mkdtemp(join(tmpdir(), 'shop-lighthouse-'))
  const samples = new Map(targets.map((target) => [target, []]))
  try {
    for (const [index, { target }] of interleavedRuns(targets, runs).entries())
      samples.get(target).push(await runOnce(target.url, dir, index))
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
  return targets.map((target) => {
    const own = samples.get(target)
    const pick = (key) => median(own.map((sample) => sample[key]))
    return {
      name: target.name,
      url: target.url,
      score: pick('score'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      cls: pick('cls'),
      fcp: pick('fcp'),
      benchmarkIndex: pick('benchmarkIndex'),
      samples: own,
    }
  })
}

const mark = (ok) => (ok ? '✓' : '✗')

/** One table row; a baseline row carries no marks, as the goals are the shop's pages'. */
function row(r, marks) {
  const m = (ok) => (marks ? ` ${mark(ok)}` : '')
  return (
    `| ${r.name} | ${r.score}${m(r.score >= GOALS.score)} | ${(r.lcp / 1000).toFixed(1)} s${m(r.lcp <= GOALS.lcp)} | ` +
    `${Math.round(r.tbt)} ms${m(r.tbt <= GOALS.tbt)} | ${r.cls.toFixed(2)}${m(r.cls <= GOALS.cls)} | ` +
    `${(r.fcp / 1000).toFixed(1)} s | ${Math.round(r.benchmarkIndex)} | ${r.samples.map((sample) => sample.score).join(' / ')} |`
  )
}

/**
 * The shop's pages against the goals, then the baseline pages measured in the same run (lighthouse-baseline.mjs):
 * what this machine gives a page with nothing on it, and each page without its scripts.
 */
export function formatLighthouse(results, baseline = []) {
  const lines = [
    `| page | score (≥ ${GOALS.score}) | LCP (≤ ${GOALS.lcp / 1000} s) | TBT (≤ ${GOALS.tbt} ms) | CLS (≤ ${GOALS.cls}) | FCP | host speed | score of each run |`,
    '|---|---|---|---|---|---|---|---|',
    ...results.map((r) => row(r, true)),
  ]
  if (baseline.length > 0)
    lines.push('| *baseline, same rounds* | | | | | | | |', ...baseline.map((r) => row(r, false)))
  return lines.join('\n')
}
