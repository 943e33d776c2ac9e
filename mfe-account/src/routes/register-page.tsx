import { useT } from '@shop/i18n'
import { usePageTitle } from '@shop/ui'
import { Link, useLocation } from 'react-router-dom'
import { AuthCard } from '../features/auth/components/auth-card'
import { RegisterForm } from '../features/auth/components/register-form'

export function RegisterPage() {
  const t = useT()
  const { search } = useLocation()
  usePageTitle(t('auth.register_title'))
  return (
    <AuthCard
      title={t('auth.register_title')}
      subtitle={t('auth.register_subtitle')}
      footer={
        <>
          {t('auth.have_account')} <Link to={{ pathname: '/login', search }}>{t('auth.login_link')}</Link>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  )
}
