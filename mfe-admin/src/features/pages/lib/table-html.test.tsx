import { describe, expect, it } from 'vitest'
import { withCaptionsAbove } from './table-captions'
import { withTableHeads } from './table-heads'

const row = (...cells: string[]) => `<tr>${cells.join('')}</tr>`
const th = (text: string) => `<th><p>${text}</p></th>`
const td = (text: string) => `<td><p>${text}</p></td>`

describe('withTableHeads', () => {
  it('moves the leading rows of header cells into thead and keeps the rest in tbody', () => {
    const html = `<p>Önce</p><table><tbody>${row(th('A'), th('B'))}${row(td('1'), td('2'))}</tbody></table>`
    expect(withTableHeads(html)).toBe(
      `<p>Önce</p><table><thead>${row(th('A'), th('B'))}</thead><tbody>${row(td('1'), td('2'))}</tbody></table>`,
    )
  })

  it('leaves a header column (a th beside tds) and a table that already has a thead as they are', () => {
    const column = `<table><tbody>${row(th('Bölge'), td('1 gün'))}</tbody></table>`
    expect(withTableHeads(column)).toBe(column)
    const headed = `<table><thead>${row(th('A'))}</thead><tbody>${row(th('B'))}</tbody></table>`
    expect(withTableHeads(headed)).toBe(headed)
  })

  it('drops the empty tbody of a table made only of header rows, and leaves HTML without tables untouched', () => {
    expect(withTableHeads(`<table><tbody>${row(th('A'))}</tbody></table>`)).toBe(
      `<table><thead>${row(th('A'))}</thead></table>`,
    )
    expect(withTableHeads('<p>a &amp; b</p>')).toBe('<p>a &amp; b</p>')
  })
})

describe('withCaptionsAbove', () => {
  it('turns a table caption into a paragraph just above the table, keeping its inline marks', () => {
    expect(
      withCaptionsAbove(
        `<table><caption>Teslim <em>süreleri</em></caption><tbody>${row(td('1'))}</tbody></table>`,
      ),
    ).toBe(`<p>Teslim <em>süreleri</em></p><table><tbody>${row(td('1'))}</tbody></table>`)
  })
})
