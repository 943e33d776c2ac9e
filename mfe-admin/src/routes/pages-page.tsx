import { useT } from '@shop/i18n'
import { Button, usePageTitle } from '@shop/ui'
import { useCallback, useRef } from 'react'
import { PageHeader } from '../components/page-header'
import { PageFormPanel } from '../features/pages/components/page-form-panel'
import { PageList } from '../features/pages/components/page-list'
import { PageSearch } from '../features/pages/components/page-search'
import { usePagesAddress } from '../features/pages/hooks/use-pages-address'

/** /admin/pages (staff): the searchable list of content pages and the inline create/edit form above it. */
export function PagesPage() {
  const t = useT()
  usePageTitle(t('admin.pages.title'))
  const { search, setSearch, form, openCreate, openEdit, closeForm } = usePagesAddress()
  // Focus goes back to the button that opened the form when it closes.
  const opener = useRef<HTMLElement | null>(null)
  const rememberOpener = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
  }
  const close = useCallback(() => {
    closeForm()
    const back = opener.current
    opener.current = null
    if (back?.isConnected) requestAnimationFrame(() => back.focus())
  }, [closeForm])

  return (
    <>
      <PageHeader
        title={t('admin.pages.title')}
        actions={
          <Button
            onClick={() => {
              rememberOpener()
              openCreate()
            }}
          >
            {t('admin.pages.new')}
          </Button>
        }
      />
      {form && <PageFormPanel key={form.id ?? 'new'} pageId={form.id} onClose={close} />}
      <PageSearch value={search} onSearch={setSearch} />
      <PageList
        search={search}
        onEdit={(page) => {
          rememberOpener()
          openEdit(page._id)
        }}
        onDeleted={(id) => {
          if (form?.id === id) closeForm()
        }}
      />
    </>
  )
}
