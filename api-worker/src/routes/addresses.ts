import { addressSchema, MAX_ADDRESSES } from '@shop/domain'
import { customerRoutes } from '../access/policy'
import { deleteAddress, insertAddress, updateAddress } from '../db/queries/addresses'
import { readUserDto } from '../db/queries/users'
import type { Db } from '../env'
import { conflict, notFound } from '../lib/errors'
import { newId } from '../lib/ids'
import { message } from '../lib/messages'
import { ok } from '../lib/response'
import { validate } from '../lib/validate'

async function userAnswer(db: Db, userId: string) {
  const user = await readUserDto(db, userId)
  if (!user) throw notFound()
  return { user }
}

/** Saved addresses under /auth/addresses; every answer is the user with all addresses. */
export const addresses = customerRoutes()
  .post('/', validate('json', addressSchema), async (c) => {
    const userId = c.var.user.id
    if (!(await insertAddress(c.var.db, userId, newId(), c.req.valid('json'), MAX_ADDRESSES))) {
      throw conflict(message('address.limit_reached', { max: MAX_ADDRESSES }))
    }
    return ok(c, await userAnswer(c.var.db, userId), undefined, 201)
  })
  .put('/:id', validate('json', addressSchema), async (c) => {
    const userId = c.var.user.id
    if (!(await updateAddress(c.var.db, userId, c.req.param('id'), c.req.valid('json')))) {
      throw notFound(message('address.not_found'))
    }
    return ok(c, await userAnswer(c.var.db, userId))
  })
  .delete('/:id', async (c) => {
    const userId = c.var.user.id
    if (!(await deleteAddress(c.var.db, userId, c.req.param('id'))))
      throw notFound(message('address.not_found'))
    return ok(c, await userAnswer(c.var.db, userId))
  })
