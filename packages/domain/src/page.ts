import type { LocalizedText } from './localized'

/** A content page in a list: no content, which can be long. */
export interface PageSummaryDto {
  _id: string
  slug: string
  title: LocalizedText
  updatedAt: string
}

/** A content page; `content` is HTML per language, sanitised when it was stored. */
export interface PageDto extends PageSummaryDto {
  content: LocalizedText
  isPublished: boolean
}
