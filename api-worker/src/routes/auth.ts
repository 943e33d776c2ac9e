import {
  changePasswordRequestSchema,
  loginSchema,
  passwordMatchesEmail,
  profileUpdateSchema,
  registerRequestSchema,
} from '@shop/domain'
import { customerRoutes, publicRoutes } from '../access/policy'
import { revokeSession } from '../db/queries/sessions'
import {
  findUserByEmail,
  findUserById,
  insertUser,
  normalizeEmail,
  readUserDto,
  setPassword,
  updateUserProfile,
} from '../db/queries/users'
import { checkPassword, startSession, storedPhone } from '../lib/accounts'
import { fieldFailure, forbidden, notFound, unauthorized } from '../lib/errors'
import { newId } from '../lib/ids'
import { forgetFailures, recordFailedLogin, refuseWhileLocked, throttleKeys } from '../lib/login-throttle'
import { message } from '../lib/messages'
import { hashPassword } from '../lib/password'
import { ok } from '../lib/response'
import { clearSessionCookie, setSessionCookie } from '../lib/session-cookie'
import { renewSessionCookie } from '../lib/session-renewal'
import { countSignup } from '../lib/signup-throttle'
import { tokenSecret } from '../lib/tokens'
import { validate } from '../lib/validate'

/** Register and log in: anyone. */
export const auth = publicRoutes()
  .post('/register', validate('json', registerRequestSchema), async (c) => {
    const input = c.req.valid('json')
    const secret = tokenSecret(c.env)
    const db = c.var.db
    const email = normalizeEmail(input.email)
    await countSignup(c, db)
    const taken = () => fieldFailure(409, 'email', message('auth.email_taken'))
    if (await findUserByEmail(db, email)) throw taken()
    const id = newId()
    const passwordHash = await hashPassword(input.password)
    try {
      await insertUser(db, { id, name: input.name, email, phone: storedPhone(input.phone), passwordHash })
    } catch (error) {
      // Two registrations racing for one address: the unique index decides.
      if (await findUserByEmail(db, email)) throw taken()
      throw error
    }
    const session = await startSession(db, secret, id)
    setSessionCookie(c, session.token)
    return ok(c, session, undefined, 201)
  })
  .post('/login', validate('json', loginSchema), async (c) => {
    const { email: rawEmail, password } = c.req.valid('json')
    const secret = tokenSecret(c.env)
    const db = c.var.db
    const email = normalizeEmail(rawEmail)
    const keys = throttleKeys(c, email)
    await refuseWhileLocked(c, db, keys)
    const user = await findUserByEmail(db, email)
    if (!(await checkPassword(password, user?.passwordHash)) || !user) {
      await recordFailedLogin(c, db, keys)
      throw unauthorized(message('auth.invalid_credentials'))
    }
    // Said only to someone who knows the password, so it does not reveal which accounts exist.
    if (!user.isActive) throw forbidden(message('auth.account_deactivated'))
    await forgetFailures(db, keys)
    const session = await startSession(db, secret, user.id)
    setSessionCookie(c, session.token)
    return ok(c, session)
  })

/** The logged-in user's own account under /auth. */
export const account = customerRoutes()
  .post('/logout', async (c) => {
    await revokeSession(c.var.db, c.var.user.sessionId)
    clearSessionCookie(c)
    return ok(c, { loggedOut: true })
  })
  .get('/profile', async (c) => {
    const user = await readUserDto(c.var.db, c.var.user.id)
    if (!user) throw notFound()
    await renewSessionCookie(c)
    return ok(c, { user })
  })
  .put('/profile', validate('json', profileUpdateSchema), async (c) => {
    const input = c.req.valid('json')
    await updateUserProfile(c.var.db, c.var.user.id, { name: input.name, phone: storedPhone(input.phone) })
    const user = await readUserDto(c.var.db, c.var.user.id)
    if (!user) throw notFound()
    return ok(c, { user })
  })
  .put('/change-password', validate('json', changePasswordRequestSchema), async (c) => {
    const { currentPassword, newPassword } = c.req.valid('json')
    const current = await findUserById(c.var.db, c.var.user.id)
    if (!current || !(await checkPassword(currentPassword, current.passwordHash))) {
      throw fieldFailure(400, 'currentPassword', message('auth.current_password_wrong'))
    }
    if (passwordMatchesEmail(newPassword, current.email)) {
      throw fieldFailure(400, 'newPassword', message('auth.password_is_email'))
    }
    await setPassword(c.var.db, current.id, await hashPassword(newPassword), c.var.user.sessionId)
    return ok(c, { changed: true })
  })
