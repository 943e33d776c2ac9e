import { useT } from '@shop/i18n'
import { SearchToolbar } from '../../../components/search-toolbar'

/** The search box (name, e-mail or phone), sent on submit into the address. */
export function UserSearch({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const t = useT()
  return (
    <SearchToolbar
      value={value}
      onSearch={onSearch}
      regionLabel={t('admin.users.search_region')}
      label={t('admin.users.search_label')}
      placeholder={t('admin.users.search_placeholder')}
    />
  )
}
