import { useT } from '@shop/i18n'
import { usePageTitle } from '@shop/ui'
import { PageHeader } from '../components/page-header'
import { AuditFilters } from '../features/audit-log/components/audit-filters'
import { AuditList } from '../features/audit-log/components/audit-list'
import { useAuditListParams } from '../features/audit-log/hooks/use-audit-list-params'

/** /admin/audit-log (admins only): every admin write, newest first, filtered through the address. */
export function AuditLogPage() {
  const t = useT()
  usePageTitle(t('admin.audit_screen.title'))
  const { params, update, hrefFor } = useAuditListParams()
  return (
    <>
      <PageHeader title={t('admin.audit_screen.title')} />
      <AuditFilters params={params} onChange={update} />
      <AuditList params={params} hrefFor={hrefFor} />
    </>
  )
}
