import { useT } from '@shop/i18n'
import { Button, Field, fieldControlClass } from '@shop/ui'
import { Toolbar } from './page-header'
import styles from './search-toolbar.module.css'

interface SearchToolbarProps {
  /** The search in the address; a new address (back button, cleared search) puts its own text in the box. */
  value: string
  onSearch: (search: string) => void
  /** Names of the toolbar region, the field and its placeholder, already worded. */
  regionLabel: string
  label: string
  placeholder: string
}

/** A list screen's search box, sent on submit (trimmed) rather than on every key. */
export function SearchToolbar({ value, onSearch, regionLabel, label, placeholder }: SearchToolbarProps) {
  const t = useT()
  return (
    <Toolbar label={regionLabel}>
      <form
        className={styles.search}
        onSubmit={(event) => {
          event.preventDefault()
          const search = new FormData(event.currentTarget).get('search')
          onSearch(typeof search === 'string' ? search.trim() : '')
        }}
      >
        <Field label={label}>
          {(control) => (
            <input
              {...control}
              key={value}
              name="search"
              type="search"
              defaultValue={value}
              placeholder={placeholder}
              className={fieldControlClass}
            />
          )}
        </Field>
        <Button type="submit" variant="secondary">
          {t('admin.common.search')}
        </Button>
      </form>
    </Toolbar>
  )
}
