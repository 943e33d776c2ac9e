import { useT } from '@shop/i18n'
import { usePageTitle } from '@shop/ui'
import { Link, useLocation } from 'react-router-dom'
import { AuthCard } from '../features/auth/components/auth-card'
import { LoginForm } from '../features/auth/components/login-form'

export function LoginPage() {
  const t = useT()
  const { search } = useLocation()
  usePageTitle(t('auth.login_title'))
  return (
    <AuthCard
      title={t('auth.login_title')}
      subtitle={t('auth.login_subtitle')}
      footer={
        <>
          {t('auth.no_account')} <Link to={{ pathname: '/register', search }}>{t('auth.register_link')}</Link>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  )
}
