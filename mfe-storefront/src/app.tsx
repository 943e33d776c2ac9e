import { Route, Routes } from 'react-router-dom'
import { HomePage } from './routes/home-page'
import { NotFoundPage } from './routes/not-found-page'

/** The storefront's routes (exposed as `./App`); every path it does not know is its 404 page. */
export default function StorefrontApp() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  )
}
