import { Route, Routes } from 'react-router-dom'
import { CartPage } from './routes/cart-page'
import { CategoriesPage } from './routes/categories-page'
import { CategoryPage } from './routes/category-page'
import { ContentPage } from './routes/content-page'
import { HomePage } from './routes/home-page'
import { NotFoundPage } from './routes/not-found-page'
import { ProductPage } from './routes/product-page'
import { ProductsPage } from './routes/products-page'

/** The storefront's routes (exposed as `./App`). A single-segment path is a content page; deeper unknown paths 404. */
export default function StorefrontApp() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/products" element={<ProductsPage />} />
      <Route path="/products/:idOrSlug" element={<ProductPage />} />
      <Route path="/categories" element={<CategoriesPage />} />
      <Route path="/category/:slug" element={<CategoryPage />} />
      <Route path="/cart" element={<CartPage />} />
      <Route path="/404" element={<NotFoundPage />} />
      <Route path="/:slug" element={<ContentPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  )
}
