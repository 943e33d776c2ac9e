import { STOREFRONT_ROUTES } from '@shop/domain/page-routes'
import { Spinner } from '@shop/ui'
import { Suspense } from 'react'
import { Route, Routes } from 'react-router-dom'
import { Screens } from './routes/lazy-screens'
import { NotFoundPage } from './routes/not-found-page'

/**
 * The storefront's routes (exposed as `./App`): the shell's route table's storefront part, each page fetched when
 * opened (routes/lazy-screens.ts). On a first load the worker has preloaded it; a move between pages keeps the old
 * one shown until the new one is ready. A single-segment path is a content page; deeper unknown paths 404.
 */
export default function StorefrontApp() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        {STOREFRONT_ROUTES.map(({ path, screen }) => {
          const Screen = screen ? Screens[screen] : NotFoundPage
          return <Route key={path} path={path} element={<Screen />} />
        })}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  )
}
