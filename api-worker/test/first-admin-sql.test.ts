import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { firstAdminSql } from '../../scripts/first-admin/first-admin-sql'
import { call } from './helpers/api'

describe("the production shop's first admin (scripts/first-admin.ts)", () => {
  const email = `Kurucu.${crypto.randomUUID().slice(0, 8)}@dental.example`
  const password = 'Uzun-ve-ozel-Parola-42'

  it('is an admin who signs in with the given password', async () => {
    await env.DB.exec((await firstAdminSql({ name: "Ay'şe Kurucu", email, password })).replaceAll('\n', ' '))
    const login = await call<{ user: { role: string; name: string; email: string } }>('/auth/login', {
      body: { email, password },
    })
    expect(login.status).toBe(200)
    expect(login.body.data?.user).toMatchObject({
      role: 'admin',
      name: "Ay'şe Kurucu",
      email: email.toLowerCase(),
    })
  })

  it('changes nothing when run again, even with another password', async () => {
    await env.DB.exec(
      (await firstAdminSql({ name: 'Başka', email, password: 'Baska-bir-Parola-77' })).replaceAll('\n', ' '),
    )
    const { results } = await env.DB.prepare('SELECT name FROM users WHERE email = ?')
      .bind(email.toLowerCase())
      .all()
    expect(results).toEqual([{ name: "Ay'şe Kurucu" }])
    expect((await call('/auth/login', { body: { email, password } })).status).toBe(200)
  })
})
