import { afterAll } from 'vitest'

export interface FamilyTally {
  attempts: number
  failures: string[]
}

/**
 * The tally of one family (one test file): requests tried and the ones that broke a rule. Its row of the summary table
 * (family, attempts, failures) is printed when the file ends; the runs of several files print one row each.
 */
export function familyTally(family: string): FamilyTally {
  const tally: FamilyTally = { attempts: 0, failures: [] }
  afterAll(() => {
    const row = `| ${family.padEnd(28)} | ${String(tally.attempts).padStart(8)} | ${String(tally.failures.length).padStart(8)} |`
    console.log(
      `[security summary] | family                       | attempts | failures |\n[security summary] ${row}`,
    )
  })
  return tally
}
