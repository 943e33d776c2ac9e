import { Spinner } from '@shop/ui'
import { lazy, Suspense } from 'react'
import { Route, Routes } from 'react-router-dom'
import { CategoryPage } from './routes/category-page'
import { HomePage } from './routes/home-page'
import { NotFoundPage } from './routes/not-found-page'
import { ProductPage } from './routes/product-page'
import { ProductsPage } from './routes/products-page'

// Pages a shopper rarely lands on first load on demand, so the home, list and product pages do not download them
// (the content page brings the HTML sanitiser, the cart its quote and limits).
const CartPage = lazy(() => import('./routes/cart-page').then((module) => ({ default: module.CartPage })))
const CategoriesPage = lazy(() =>
  import('./routes/categories-page').then((module) => ({ default: module.CategoriesPage })),
)
const ContentPage = lazy(() =>
  import('./routes/content-page').then((module) => ({ default: module.ContentPage })),
)

/** The storefront's routes (exposed as `./App`). A single-segment path is a content page; deeper unknown paths 404. */
export default function StorefrontApp() {
  return (
    <Suspense fallback={<Spinner />}>
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
    </Suspense>
  )
}
