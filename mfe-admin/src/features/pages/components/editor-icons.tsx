import type { ReactNode } from 'react'

/** The toolbar's line icons, decorative: each button is named by its label. */
function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  )
}

export const BulletListGlyph = () => (
  <Glyph>
    <path d="M9 6h11M9 12h11M9 18h11" />
    <circle cx="4" cy="6" r="1" fill="currentColor" />
    <circle cx="4" cy="12" r="1" fill="currentColor" />
    <circle cx="4" cy="18" r="1" fill="currentColor" />
  </Glyph>
)

export const OrderedListGlyph = () => (
  <Glyph>
    <path d="M10 6h10M10 12h10M10 18h10M4 4v4M3 8h2M3 14h2l-2 3h2" />
  </Glyph>
)

export const QuoteGlyph = () => (
  <Glyph>
    <path d="M4 18V5M9 7h11M9 12h11M9 17h7" />
  </Glyph>
)

export const LinkGlyph = () => (
  <Glyph>
    <path d="M10 13a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1.5 1.5" />
    <path d="M14 11a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1.5-1.5" />
  </Glyph>
)

export const UndoGlyph = () => (
  <Glyph>
    <path d="M9 14 4 9l5-5" />
    <path d="M4 9h10a6 6 0 0 1 0 12h-3" />
  </Glyph>
)

export const RedoGlyph = () => (
  <Glyph>
    <path d="m15 14 5-5-5-5" />
    <path d="M20 9H10a6 6 0 0 0 0 12h3" />
  </Glyph>
)

export const ImageGlyph = () => (
  <Glyph>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="m21 16-5-5-9 9" />
  </Glyph>
)

export const TableGlyph = () => (
  <Glyph>
    <rect x="3" y="4" width="18" height="16" rx="1" />
    <path d="M3 9h18M3 14.5h18M9 4v16M15 4v16" />
  </Glyph>
)

export const RowAddGlyph = () => (
  <Glyph>
    <rect x="3" y="3" width="18" height="8" rx="1" />
    <path d="M12 14v7M8.5 17.5h7" />
  </Glyph>
)

export const RowDeleteGlyph = () => (
  <Glyph>
    <rect x="3" y="3" width="18" height="8" rx="1" />
    <path d="M8.5 17.5h7" />
  </Glyph>
)

export const ColumnAddGlyph = () => (
  <Glyph>
    <rect x="3" y="3" width="8" height="18" rx="1" />
    <path d="M14 12h7M17.5 8.5v7" />
  </Glyph>
)

export const ColumnDeleteGlyph = () => (
  <Glyph>
    <rect x="3" y="3" width="8" height="18" rx="1" />
    <path d="M14 12h7" />
  </Glyph>
)

export const TableDeleteGlyph = () => (
  <Glyph>
    <rect x="3" y="4" width="18" height="16" rx="1" />
    <path d="m9 9 6 6M15 9l-6 6" />
  </Glyph>
)
