import { ACCOUNT_ROUTES } from '@shop/domain/page-routes'
import { Route, Routes } from 'react-router-dom'
import { Screens } from './routes/lazy-screens'
import { NotFoundPage } from './routes/not-found-page'

/**
 * The account remote's routes (exposed as `./App`), the shell's route table's account part, each screen fetched
 * when opened (routes/lazy-screens.ts): on a first load the worker has preloaded it, and a move between screens keeps
 * the old one shown until the new one is ready. The shell guards the logged-in ones; checkout guards itself (empty
 * cart, visitor) because each case has its own message.
 */
export default function AccountApp() {
  return (
    <Routes>
      {ACCOUNT_ROUTES.map(({ path, screen }) => {
        const Screen = Screens[screen]
        return <Route key={path} path={path} element={<Screen />} />
      })}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  )
}
