import { DEFAULT_SITE_NAME, type Settings, TAX_RATE_PERCENT } from '@shop/domain'

/**
 * The settings groups the seed stores. Groups left out (theme, ui, translation) keep the defaults from
 * @shop/domain, which the API lays these over.
 */
export function seedSettings(siteName: string = DEFAULT_SITE_NAME): Partial<Settings> {
  const logo = '/media/brand/logo.png'
  return {
    siteName: { tr: siteName, en: siteName },
    siteDescription: {
      tr: 'Diş hekimleri ve klinikler için implant, endodonti, restoratif ve sarf malzemeleri.',
      en: 'Implant, endodontic, restorative and consumable supplies for dentists and clinics.',
    },
    logoUrl: logo,
    headerLogoUrl: logo,
    footerLogoUrl: logo,
    faviconUrl: logo,
    contactInfo: {
      email: 'destek@dental.local',
      phone: '+90 212 555 01 23',
      address: {
        tr: 'Halaskargazi Cad. No: 120 Kat: 3, 34371 Şişli / İstanbul',
        en: 'Halaskargazi Cad. No: 120 Floor 3, 34371 Şişli / Istanbul, Türkiye',
      },
      workingHours: {
        tr: 'Hafta içi 09:00-18:00, Cumartesi 10:00-14:00',
        en: 'Weekdays 09:00-18:00, Saturday 10:00-14:00',
      },
    },
    whatsapp: {
      isEnabled: true,
      phoneNumber: '+905321234567',
      message: {
        tr: 'Merhaba, ürünleriniz hakkında bilgi almak istiyorum.',
        en: 'Hello, I would like some information about your products.',
      },
    },
    shipping: {
      freeShippingThreshold: 150,
      standardShippingCost: 15,
      expressShippingCost: 45,
      taxRatePercent: TAX_RATE_PERCENT,
    },
    seo: {
      metaTitle: { tr: `${siteName} | Diş Hekimliği Malzemeleri`, en: `${siteName} | Dental Supplies` },
      metaDescription: {
        tr: 'İmplant, endodonti, restoratif, ortodonti ve sterilizasyon ürünleri uygun fiyatlarla.',
        en: 'Implant, endodontic, restorative, orthodontic and sterilisation products at fair prices.',
      },
      metaKeywords: {
        tr: 'diş malzemeleri, implant, kompozit, endodonti, dental depo',
        en: 'dental supplies, implants, composite, endodontics, dental depot',
      },
      ogImage: logo,
    },
    languages: { default: 'tr', supported: ['tr', 'en'] },
    currency: { code: 'TRY', symbol: '₺', position: 'after' },
  }
}

/** Lira per one unit, entered by hand as the spec says; the history row records the previous manual rate. */
export const SEED_RATES = [
  { currency: 'USD', rate: 41.85, previousRate: 41.6 },
  { currency: 'EUR', rate: 48.7, previousRate: 48.35 },
] as const

export const SEED_CUSTOMER = {
  name: 'Ayşe Yılmaz',
  email: 'musteri@dental.local',
  password: 'Musteri123!',
  phone: '+905551234567',
  address: {
    title: 'Muayenehane',
    fullName: 'Dt. Ayşe Yılmaz',
    phone: '+905551234567',
    city: 'Ankara',
    district: 'Çankaya',
    neighborhood: 'Kızılay',
    addressLine: 'Atatürk Bulvarı No: 45 Daire: 7',
    postalCode: '06420',
  },
} as const
