// Lighthouse 12's mobile preset (simulated slow 4G and a 4× slower CPU) on the home, list and product pages, each
// run three times; the medians are printed beside issue 10's goals. Debian's Chromium, never a downloaded browser.
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { bin } from '../lib/run.mjs'

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

// Lighthouse sometimes loses its own trace (NO_NAVSTART, "Please run Lighthouse again"): a run that fails is made
// once more before the bench gives up.
const ATTEMPTS = 2

async function runOnce(url, dir, index) {
  const file = join(dir, `run-${index}.json`)
  for (let attempt = 1; ; attempt++) {
    try {
      await lighthouse(url, file)
      break
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error
      console.error(`${error.message}; running it again`)
    }
  }
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

export async function benchLighthouse(baseUrl, pages, { runs = 3 } = {}) {
  const dir = await mkdtemp(join(tmpdir(), 'shop-lighthouse-'))
  const results = []
  try {
    for (const { name, path } of pages) {
      const samples = []
      for (let run = 0; run < runs; run++)
        samples.push(await runOnce(`${baseUrl}${path}`, dir, `${name}-${run}`))
      const pick = (key) => median(samples.map((sample) => sample[key]))
      results.push({
        name,
        path,
        score: pick('score'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        fcp: pick('fcp'),
        benchmarkIndex: pick('benchmarkIndex'),
        samples,
      })
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
  return results
}

const mark = (ok) => (ok ? '✓' : '✗')

/** One table row; a baseline row carries no marks, as the goals are the shop's pages'. */
function row(r, marks) {
  const m = (ok) => (marks ? ` ${mark(ok)}` : '')
  return (
    `| ${r.name} | ${r.score}${m(r.score >= GOALS.score)} | ${(r.lcp / 1000).toFixed(1)} s${m(r.lcp <= GOALS.lcp)} | ` +
    `${Math.round(r.tbt)} ms${m(r.tbt <= GOALS.tbt)} | ${r.cls.toFixed(2)}${m(r.cls <= GOALS.cls)} | ` +
    `${(r.fcp / 1000).toFixed(1)} s | ${Math.round(r.benchmarkIndex)} |`
  )
}

/**
 * The shop's pages against the goals, then the baseline pages measured in the same run (lighthouse-baseline.mjs):
 * what this machine gives a page with nothing on it, and each page without its scripts.
 */
export function formatLighthouse(results, baseline = []) {
  const lines = [
    `| page | score (≥ ${GOALS.score}) | LCP (≤ ${GOALS.lcp / 1000} s) | TBT (≤ ${GOALS.tbt} ms) | CLS (≤ ${GOALS.cls}) | FCP | host speed |`,
    '|---|---|---|---|---|---|---|',
    ...results.map((r) => row(r, true)),
  ]
  if (baseline.length > 0)
    lines.push('| *baseline, same run* | | | | | | |', ...baseline.map((r) => row(r, false)))
  return lines.join('\n')
}
