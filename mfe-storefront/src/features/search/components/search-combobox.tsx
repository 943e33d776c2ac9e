import { useT } from '@shop/i18n'
import { languageAtom } from '@shop/state'
import { Button, VisuallyHidden } from '@shop/ui'
import { useAtomValue } from 'jotai'
import {
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { useNavigate } from 'react-router-dom'
import { useSearchSuggestions } from '../hooks/use-search-suggestions'
import { resultsHref, type SuggestionOption, suggestionOptions } from '../lib/suggestion-options'
import styles from './search-combobox.module.css'
import { SuggestionList } from './suggestion-list'

interface SearchComboboxProps {
  /** The search the page shows (the list's `q`), put back in the box when it changes. */
  current: string
  className?: string
}

/**
 * The header search as a WAI-ARIA combobox (list autocomplete): from 2 characters, once typing pauses, a list of
 * products and categories from the API opens under the box. Arrow keys move through it, Enter opens the highlighted
 * option or, with none highlighted, the full results; Escape closes it and a second Escape clears the text.
 */
export function SearchCombobox({ current, className }: SearchComboboxProps) {
  const t = useT()
  const language = useAtomValue(languageAtom)
  const navigate = useNavigate()
  const inputId = useId()
  const listboxId = useId()
  const containerRef = useRef<HTMLDivElement>(null)
  const [text, setText] = useState(current)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  useEffect(() => setText(current), [current])

  const suggestions = useSearchSuggestions(text)
  const options = suggestionOptions(
    suggestions.data,
    language,
    text,
    t('search.all_results', { q: text.trim() }),
  )
  const expanded = open && suggestions.enabled
  // The hidden label's words are also the box's only visible text: short enough to show whole in a 320 px header
  // in both languages, and what a speech user reads off the screen is the box's name.
  const label = t('header.search_label')
  const optionId = (index: number) => `${listboxId}-option-${index}`
  const found = (suggestions.data?.products.length ?? 0) + (suggestions.data?.categories.length ?? 0)

  // A new answer is a new list: nothing in it is highlighted until an arrow key says so.
  const answer = suggestions.data
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new answer, which the body does not read
  useEffect(() => setActive(-1), [answer])

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' })
  })

  useEffect(() => {
    if (!expanded) return
    const closeOutside = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', closeOutside)
    return () => document.removeEventListener('pointerdown', closeOutside)
  }, [expanded])

  const close = () => {
    setOpen(false)
    setActive(-1)
  }

  /** Tabbing away closes the list; moving between the box and the list's retry button does not. */
  const closeIfFocusLeaves = (event: FocusEvent) => {
    if (!containerRef.current?.contains(event.relatedTarget as Node | null)) close()
  }

  const choose = (option: SuggestionOption) => {
    close()
    navigate(option.href)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    close()
    navigate(resultsHref(text))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!suggestions.enabled) return
      event.preventDefault()
      setOpen(true)
      if (!expanded) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((index) => (index < 0 ? (step > 0 ? 0 : count - 1) : (index + step + count) % count))
    } else if (event.key === 'Enter') {
      const option = expanded && active >= 0 ? options[active] : undefined
      if (option) {
        event.preventDefault()
        choose(option)
      }
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault()
        close()
      } else if (text !== '') {
        event.preventDefault()
        setText('')
      }
    }
  }

  const status = !expanded
    ? ''
    : suggestions.failed
      ? t('search.error')
      : suggestions.settled
        ? t('search.count', { count: found })
        : ''

  return (
    <div ref={containerRef} className={[styles.combobox, className].filter(Boolean).join(' ')}>
      {/* Outside the form's row: an empty label there took a gap and moved the box off the page's edge. */}
      <label htmlFor={inputId}>
        <VisuallyHidden>{label}</VisuallyHidden>
      </label>
      <form className={styles.form} onSubmit={submit}>
        <input
          id={inputId}
          type="text"
          name="q"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          className={styles.input}
          placeholder={label}
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setOpen(true)
          }}
          onFocus={() => setOpen(true)}
          onBlur={closeIfFocusLeaves}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" variant="primary">
          {t('header.search_submit')}
        </Button>
      </form>
      <div className={styles.popup} hidden={!expanded} data-testid="search-suggestions">
        {expanded && suggestions.loading && <p className={styles.note}>{t('search.loading')}</p>}
        {expanded && suggestions.failed && (
          <p className={styles.note}>
            {t('search.error')}{' '}
            <button
              type="button"
              className={styles.retry}
              onClick={suggestions.retry}
              onBlur={closeIfFocusLeaves}
            >
              {t('search.retry')}
            </button>
          </p>
        )}
        {expanded && suggestions.settled && found === 0 && (
          <p className={styles.note}>{t('search.none', { q: text.trim() })}</p>
        )}
        <SuggestionList
          id={listboxId}
          options={expanded ? options : []}
          active={active}
          optionId={optionId}
          onChoose={choose}
        />
      </div>
      <output aria-live="polite" className={styles.status}>
        {status}
      </output>
    </div>
  )
}
