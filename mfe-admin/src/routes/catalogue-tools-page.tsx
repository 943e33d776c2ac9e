import { useT } from '@shop/i18n'
import { ButtonLink, usePageTitle } from '@shop/ui'
import { PageHeader } from '../components/page-header'
import { CatalogueTools } from '../features/catalogue-tools/components/catalogue-tools'

/** /admin/products/tools: CSV export and import, and the bulk translation of the catalogue. */
export function CatalogueToolsPage() {
  const t = useT()
  usePageTitle(t('admin.catalogue_tools.title'))
  return (
    <>
      <PageHeader
        title={t('admin.catalogue_tools.title')}
        actions={
          <ButtonLink to="/admin/products" variant="secondary">
            {t('admin.catalogue_tools.back')}
          </ButtonLink>
        }
      />
      <CatalogueTools />
    </>
  )
}
