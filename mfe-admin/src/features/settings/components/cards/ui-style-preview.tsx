import { formatMoney, liraStyleOf, readLocalized } from '@shop/domain'
import { type MessageKey, useT } from '@shop/i18n'
import { languageAtom } from '@shop/state'
import { heroVariables, productCardVariables } from '@shop/ui'
import { useAtomValue } from 'jotai'
import { type CSSProperties, useId, useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import layout from '../../../../components/form-layout.module.css'
import { useElementWidth } from '../../hooks/use-element-width'
import type { SettingsFormValues } from '../../lib/settings-form-values'
import fields from './card-fields.module.css'
import styles from './ui-style-preview.module.css'

type Device = 'mobile' | 'tablet' | 'desktop'

/** The screen width each preview stands for: a phone, a tablet and a desktop, as the storefront's breakpoints see them. */
const DEVICE_WIDTH: Record<Device, number> = { mobile: 390, tablet: 768, desktop: 1280 }
/** The storefront's gaps and page margins at each width (product-grid.module.css, the layout's Container). */
const DEVICE_SPACING: Record<Device, { gap: string; margin: string }> = {
  mobile: { gap: 'var(--space-3)', margin: 'var(--space-4)' },
  tablet: { gap: 'var(--space-4)', margin: 'var(--space-5)' },
  desktop: { gap: 'var(--space-5)', margin: 'var(--space-5)' },
}
const DEVICE_LABEL = {
  mobile: 'admin.settings_cards.device_mobile',
  tablet: 'admin.settings_cards.device_tablet',
  desktop: 'admin.settings_cards.device_desktop',
} as const satisfies Record<Device, MessageKey>

/** The screen the admin is on, by the storefront's breakpoints (48rem tablet, 64rem desktop): previewed first. */
function currentDevice(): Device {
  if (typeof window.matchMedia !== 'function') return 'desktop'
  if (window.matchMedia('(min-width: 64rem)').matches) return 'desktop'
  return window.matchMedia('(min-width: 48rem)').matches ? 'tablet' : 'mobile'
}

const SAMPLE_PRODUCTS = [
  { name: 'admin.settings_cards.preview_product_1', price: 1249.9 },
  { name: 'admin.settings_cards.preview_product_2', price: 189.5 },
  { name: 'admin.settings_cards.preview_product_3', price: 64.9 },
  { name: 'admin.settings_cards.preview_product_4', price: 92 },
  { name: 'admin.settings_cards.preview_product_5', price: 315.75 },
  { name: 'admin.settings_cards.preview_product_6', price: 48 },
] as const satisfies readonly { name: MessageKey; price: number }[]

/**
 * A miniature of the shop's home banner and one row of its product grid, drawn from the form's current (unsaved)
 * values: the CSS variables the storefront sets (`heroVariables`, `productCardVariables`) on markup that mirrors its
 * hero and product card, at the chosen screen's width scaled down to fit. Its CSS module styles only itself.
 */
export function UiStylePreview() {
  const t = useT()
  const deviceName = useId()
  const language = useAtomValue(languageAtom)
  const { control } = useFormContext<SettingsFormValues>()
  const [productCard, hero, siteName, siteDescription, currency] = useWatch({
    control,
    name: ['ui.productCard', 'ui.hero', 'siteName', 'siteDescription', 'currency'],
  })
  const [device, setDevice] = useState<Device>(currentDevice)
  const [frameRef, frameWidth] = useElementWidth<HTMLDivElement>()
  const width = DEVICE_WIDTH[device]
  const columns = productCard.gridColumns[device]
  const liraStyle = liraStyleOf(currency)
  const description = readLocalized(siteDescription, language)
  const viewportStyle = {
    ...productCardVariables(productCard),
    ...heroVariables(hero),
    '--preview-columns': String(columns),
    '--preview-title-size': device === 'mobile' ? hero.titleFontSize.mobile : hero.titleFontSize.desktop,
    '--preview-gap': DEVICE_SPACING[device].gap,
    '--preview-margin': DEVICE_SPACING[device].margin,
    width,
    zoom: frameWidth ? Math.min(1, frameWidth / width) : 1,
  } as CSSProperties

  return (
    <figure className={styles.preview}>
      <figcaption className={styles.caption}>
        <span className={styles.captionTitle}>{t('admin.settings_cards.preview_title')}</span>
        <span className={layout.note}>
          {t(DEVICE_LABEL[device])} · {t('admin.settings_cards.preview_columns', { count: columns })}
        </span>
      </figcaption>
      <fieldset className={fields.segments}>
        <legend>{t('admin.settings_cards.preview_device')}</legend>
        {(Object.keys(DEVICE_WIDTH) as Device[]).map((each) => (
          <label key={each} className={fields.segment}>
            <input
              type="radio"
              name={deviceName}
              value={each}
              checked={device === each}
              onChange={() => setDevice(each)}
            />
            <span>{t(DEVICE_LABEL[each])}</span>
          </label>
        ))}
      </fieldset>
      <div ref={frameRef} className={styles.frame}>
        {/* A picture of the shop, not part of this page: hidden from assistive technology, described by the caption. */}
        <div className={styles.viewport} style={viewportStyle} aria-hidden="true" data-testid="ui-preview">
          <div className={styles.hero} data-testid="ui-preview-hero">
            <p className={styles.heroTitle}>{readLocalized(siteName, language)}</p>
            {description && <p className={styles.heroDescription}>{description}</p>}
            <div className={styles.heroActions}>
              <span className={styles.button}>{t('home.hero_cta_products')}</span>
              <span className={`${styles.button} ${styles.buttonSecondary}`}>
                {t('home.hero_cta_categories')}
              </span>
            </div>
          </div>
          <ul className={styles.grid}>
            {Array.from({ length: columns }, (_, index) => {
              const sample = SAMPLE_PRODUCTS[index % SAMPLE_PRODUCTS.length] ?? SAMPLE_PRODUCTS[0]
              return (
                <li key={sample.name + String(index)} data-testid="ui-preview-card">
                  <div className={styles.card}>
                    <div className={styles.media} />
                    <div className={styles.body}>
                      <p className={styles.name}>{t(sample.name)}</p>
                      <p className={styles.summary}>{t('admin.settings_cards.preview_summary')}</p>
                      <div className={styles.footer}>
                        <span className={styles.price}>{formatMoney(sample.price, liraStyle)}</span>
                        <span className={`${styles.button} ${styles.buttonSmall}`}>
                          {t('product.add_to_cart')}
                        </span>
                      </div>
                    </div>
                  </div>
                </li>
              )
            })}
          </ul>
        </div>
      </div>
    </figure>
  )
}
