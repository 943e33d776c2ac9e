import { useT } from '@shop/i18n'
import { Button, Field, fieldControlClass } from '@shop/ui'
import { Toolbar } from '../../../components/page-header'
import styles from './pages.module.css'

/** The search box (Turkish title, English title or slug, admin.md §2), sent on submit into the address. */
export function PageSearch({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const t = useT()
  return (
    <Toolbar label={t('admin.pages.search_region')}>
      <form
        className={styles.search}
        onSubmit={(event) => {
          event.preventDefault()
          const search = new FormData(event.currentTarget).get('search')
          onSearch(typeof search === 'string' ? search.trim() : '')
        }}
      >
        <Field label={t('admin.pages.search_label')}>
          {(control) => (
            <input
              {...control}
              // A new address (back button, cleared search) puts its own text in the box.
              key={value}
              name="search"
              type="search"
              defaultValue={value}
              placeholder={t('admin.pages.search_placeholder')}
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
