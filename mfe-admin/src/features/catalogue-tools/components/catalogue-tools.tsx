import styles from './catalogue-tools.module.css'
import { ExportCard } from './export-card'
import { ImportCard } from './import-card'
import { TranslationCard } from './translation-card'

/** The three tools side by side on a wide screen; the import (with its report table) takes a row of its own. */
export function CatalogueTools() {
  return (
    <div className={styles.grid}>
      <ExportCard />
      <TranslationCard />
      <ImportCard />
    </div>
  )
}
