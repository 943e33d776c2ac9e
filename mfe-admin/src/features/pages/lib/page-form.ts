import { PAGE_SLUG_MAX, type PageDto, slugify } from '@shop/domain'

/** The page form's values: what POST/PUT /pages take (`pageInputSchema`), every text a plain string. */
export interface PageFormValues {
  title: { tr: string; en: string }
  slug: string
  content: { tr: string; en: string }
  isPublished: boolean
}

export const EMPTY_PAGE_FORM: PageFormValues = {
  title: { tr: '', en: '' },
  slug: '',
  content: { tr: '', en: '' },
  isPublished: false,
}

export function pageToFormValues(page: PageDto): PageFormValues {
  return {
    title: { tr: page.title.tr ?? '', en: page.title.en ?? '' },
    slug: page.slug,
    content: { tr: page.content.tr ?? '', en: page.content.en ?? '' },
    isPublished: page.isPublished,
  }
}

/** The slug the form proposes for a title: the API's own rule (admin.md §5), cut to the slug's length. */
export function slugFromTitle(title: string): string {
  return slugify(title).slice(0, PAGE_SLUG_MAX).replace(/-+$/, '')
}

/** Whether the form may be saved at all (admin.md §5: the Turkish title and the slug are required). */
export function canSavePage(values: { title: { tr: string }; slug: string }): boolean {
  return values.title.tr.trim() !== '' && values.slug.trim() !== ''
}

/** The words of an HTML text, for "is the English missing" (an empty paragraph is no text). */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}
