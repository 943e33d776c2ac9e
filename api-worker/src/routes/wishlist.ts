import { z } from 'zod'
import { customerRoutes } from '../access/policy'
import { addToWishlist, listWishlist, removeFromWishlist } from '../db/queries/wishlist'
import { notFound } from '../lib/errors'
import { message } from '../lib/messages'
import { ok } from '../lib/response'
import { validate } from '../lib/validate'

const wishlistBody = z.object({ productId: z.string().trim().min(1, 'order.product_required').max(64) })

/** The user's saved products; every answer is the whole list. */
export const wishlist = customerRoutes()
  .get('/', async (c) => ok(c, { products: await listWishlist(c.var.db, c.var.user.id) }))
  .post('/', validate('json', wishlistBody), async (c) => {
    const { productId } = c.req.valid('json')
    if (!(await addToWishlist(c.var.db, c.var.user.id, productId)))
      throw notFound(message('product.not_found'))
    return ok(c, { products: await listWishlist(c.var.db, c.var.user.id) })
  })
  .delete('/:productId', async (c) => {
    await removeFromWishlist(c.var.db, c.var.user.id, c.req.param('productId'))
    return ok(c, { products: await listWishlist(c.var.db, c.var.user.id) })
  })
