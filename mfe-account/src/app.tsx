import { Route, Routes } from 'react-router-dom'
import { LoginPage } from './routes/login-page'
import { NotFoundPage } from './routes/not-found-page'
import { RegisterPage } from './routes/register-page'

/** The account remote's routes (exposed as `./App`). The shell guards the logged-in ones. */
export default function AccountApp() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/register" element={<RegisterPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  )
}
