// Fails the build when a built remote breaks the shell's contract: its exposed modules, or a shared singleton the
// shell cannot provide in a version the remote accepts. `tsx scripts/check-contracts.ts [dist/public]`.
import { checkBuiltContracts } from '../packages/build-config/src/check-contracts'
import { publicDir } from './lib/paths.mjs'

const dir = process.argv[2] ?? publicDir
const problems = await checkBuiltContracts(dir)
if (problems.length > 0) {
  console.error(
    `✗ the remotes break the shell's contract (${dir}):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
  )
  process.exit(1)
}
console.log('✓ remotes match the shell: exposed modules and shared singleton versions')
