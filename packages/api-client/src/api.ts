import {
  addAddress,
  changePassword,
  deleteAddress,
  getProfile,
  logout,
  updateAddress,
  updateProfile,
} from './endpoints/account'
import { login, register } from './endpoints/auth'
import { cancelOrder, createOrder, getOrder, listMyOrders, quoteOrder } from './endpoints/orders'
import { listProducts } from './endpoints/products'
import { getPublicSettings } from './endpoints/settings'
import { addToWishlist, getWishlist, removeFromWishlist } from './endpoints/wishlist'

/** Every call the front ends make, grouped by resource. */
export const api = {
  auth: {
    login,
    register,
    logout,
    profile: getProfile,
    updateProfile,
    changePassword,
    addAddress,
    updateAddress,
    deleteAddress,
  },
  orders: { create: createOrder, quote: quoteOrder, mine: listMyOrders, get: getOrder, cancel: cancelOrder },
  wishlist: { list: getWishlist, add: addToWishlist, remove: removeFromWishlist },
  products: { list: listProducts },
  settings: { public: getPublicSettings },
} as const
