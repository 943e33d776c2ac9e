import { useT } from '@shop/i18n'
import { SearchToolbar } from '../../../components/search-toolbar'

/** The search box (Turkish title, English title or slug, admin.md §2), sent on submit into the address. */
export function PageSearch({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const t = useT()
  return (
    <SearchToolbar
      value={value}
      onSearch={onSearch}
      regionLabel={t('admin.pages.search_region')}
      label={t('admin.pages.search_label')}
      placeholder={t('admin.pages.search_placeholder')}
    />
  )
}
