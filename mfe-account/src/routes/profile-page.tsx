import { accountQueries } from '@shop/api-client'
import { useT } from '@shop/i18n'
import { ErrorPanel, Spinner, usePageTitle } from '@shop/ui'
import { useQuery } from '@tanstack/react-query'
import { AccountPage } from '../components/account-page'
import { SectionCard } from '../components/section-card'
import { AddressBook } from '../features/addresses/components/address-book'
import { AccountInfo } from '../features/profile/components/account-info'
import { ChangePasswordForm } from '../features/profile/components/change-password-form'
import { PersonalInfoForm } from '../features/profile/components/personal-info-form'
import styles from './profile-page.module.css'

export function ProfilePage() {
  const t = useT()
  usePageTitle(t('profile.title'))
  const profile = useQuery(accountQueries.profile())

  if (profile.isPending) return <Spinner />
  if (profile.isError) {
    return (
      <AccountPage title={t('profile.title')}>
        <ErrorPanel
          title={t('profile.load_error')}
          detail={profile.error.message}
          onRetry={() => profile.refetch()}
          retrying={profile.isFetching}
        />
      </AccountPage>
    )
  }
  const user = profile.data
  return (
    <AccountPage title={t('profile.title')} subtitle={user.email}>
      <div className={styles.layout}>
        <div className={styles.column}>
          <SectionCard title={t('profile.personal_info')}>
            <PersonalInfoForm user={user} />
          </SectionCard>
        </div>
        <div className={styles.column}>
          <SectionCard title={t('profile.account_info')}>
            <AccountInfo user={user} />
          </SectionCard>
          <SectionCard title={t('password.title')}>
            <ChangePasswordForm />
          </SectionCard>
        </div>
        <div className={styles.wide}>
          <AddressBook addresses={user.addresses} />
        </div>
      </div>
    </AccountPage>
  )
}
