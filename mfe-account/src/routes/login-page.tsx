import { usePublicSettings } from '@shop/api-client'
import { whatsappUrl } from '@shop/domain'
import { useT } from '@shop/i18n'
import { usePageTitle } from '@shop/ui'
import { Link, useLocation } from 'react-router-dom'
import { AuthCard } from '../features/auth/components/auth-card'
import { LoginForm } from '../features/auth/components/login-form'

/** Login; the register link keeps the remembered location so a new customer also returns there. */
export function LoginPage() {
  const t = useT()
  const { search } = useLocation()
  const { settings } = usePublicSettings()
  usePageTitle(t('auth.login_title'))
  const help = settings.whatsapp.isEnabled ? whatsappUrl(settings.whatsapp.phoneNumber) : null
  return (
    <AuthCard
      title={t('auth.login_title')}
      subtitle={t('auth.login_subtitle')}
      footer={
        <>
          <p>
            {t('auth.no_account')}{' '}
            <Link to={{ pathname: '/register', search }}>{t('auth.register_link')}</Link>
          </p>
          {help && (
            <p>
              <a href={help} target="_blank" rel="noopener noreferrer" data-testid="login-whatsapp">
                {t('auth.whatsapp_help')}
              </a>
            </p>
          )}
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  )
}
