export interface SeedPage {
  slug: string
  title: readonly [tr: string, en: string]
  content: readonly [tr: string, en: string]
}
