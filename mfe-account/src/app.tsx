import { Route, Routes } from 'react-router-dom'
import { CheckoutPage } from './routes/checkout-page'
import { LoginPage } from './routes/login-page'
import { NotFoundPage } from './routes/not-found-page'
import { OrderPage } from './routes/order-page'
import { OrdersPage } from './routes/orders-page'
import { ProfilePage } from './routes/profile-page'
import { RegisterPage } from './routes/register-page'
import { WishlistPage } from './routes/wishlist-page'

/**
 * The account remote's routes (exposed as `./App`). The shell guards the logged-in ones; checkout guards itself
 * (empty cart, visitor) because each case has its own message.
 */
export default function AccountApp() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="/orders" element={<OrdersPage />} />
      <Route path="/orders/:id" element={<OrderPage />} />
      <Route path="/wishlist" element={<WishlistPage />} />
      <Route path="/checkout" element={<CheckoutPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  )
}
