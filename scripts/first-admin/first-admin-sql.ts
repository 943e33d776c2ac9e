import { newId } from '../../api-worker/src/lib/ids'
import { hashPassword } from '../../api-worker/src/lib/password'

/** A text value as an SQLite string literal. */
function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`
}

/**
 * The SQL that creates a production shop's first admin: one INSERT with the password hashed exactly as the API hashes
 * it, doing nothing when the e-mail is already taken (so running it twice is harmless and never resets a password).
 */
export async function firstAdminSql(input: {
  name: string
  email: string
  password: string
}): Promise<string> {
  const email = input.email.trim().toLowerCase()
  const values = [newId(), input.name.trim(), email, 'admin', await hashPassword(input.password)].map(literal)
  return [
    'INSERT INTO users (id, name, email, role, password_hash)',
    `SELECT ${values.join(', ')}`,
    `WHERE NOT EXISTS (SELECT 1 FROM users WHERE email = ${literal(email)} AND deleted_at IS NULL);`,
  ].join('\n')
}
