export interface SeedOptions {
  /** Generate catalogue products until there are this many in all (benchmarks); null leaves the catalogue as is. */
  products: number | null
}

export function parseSeedArgs(argv: readonly string[]): SeedOptions {
  const options: SeedOptions = { products: null }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? ''
    const [flag, inline] = arg.split('=', 2)
    if (flag !== '--products') throw new Error(`Unknown argument: ${arg} (usage: seed [--products N])`)
    const value = inline ?? argv[++i]
    if (!value || !/^\d+$/.test(value) || Number(value) > 1_000_000) {
      throw new Error(`--products needs a whole number up to 1,000,000, got "${value ?? ''}"`)
    }
    options.products = Number(value)
  }
  return options
}
