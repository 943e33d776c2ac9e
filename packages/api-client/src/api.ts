import { login, register } from './endpoints/auth'
import { listProducts } from './endpoints/products'
import { getPublicSettings } from './endpoints/settings'

/** Every call the front ends make, grouped by resource. */
export const api = {
  auth: { login, register },
  products: { list: listProducts },
  settings: { public: getPublicSettings },
} as const
