/**
 * Prints the SQL that creates a production shop's first admin, for `wrangler d1 execute --remote --file`:
 *   SEED_ADMIN_EMAIL=… SEED_ADMIN_PASSWORD=… npm run --silent first-admin > first-admin.sql
 * The password must pass the shop's own rules (length, not a common password, not the e-mail).
 */
import { registerRequestSchema } from '@shop/domain'
import { firstAdminSql } from './first-admin/first-admin-sql'

const input = {
  name: process.env.SEED_ADMIN_NAME || 'Site Yöneticisi',
  email: process.env.SEED_ADMIN_EMAIL ?? '',
  password: process.env.SEED_ADMIN_PASSWORD ?? '',
}
const checked = registerRequestSchema.safeParse(input)
if (!checked.success) {
  const problems = checked.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
  console.error(`SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD are not usable:\n${problems.join('\n')}`)
  process.exit(2)
}
console.log(await firstAdminSql(checked.data))
