/** The theme colours the chart draws with, read from the CSS variables in force where it is mounted. */
export interface ChartColours {
  primary: string
  area: string
  text: string
  grid: string
  font: string
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i

/** '#ba8e1a' at 0.35 → 'rgba(186, 142, 26, 0.35)'; a colour in another notation is returned unchanged. */
export function withAlpha(colour: string, alpha: number): string {
  const match = HEX.exec(colour)
  if (!match?.[1]) return colour
  const hex = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1]
  const [red, green, blue] = [0, 2, 4].map((start) => Number.parseInt(hex.slice(start, start + 2), 16))
  return `rgba(${red}, ${green}, ${blue}, ${alpha})`
}

export function readChartColours(element: Element): ChartColours {
  const style = getComputedStyle(element)
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback
  const primary = read('--color-primary', '#ba8e1a')
  return {
    primary,
    area: withAlpha(primary, 0.55),
    text: read('--color-muted-foreground', '#d5d5d5'),
    grid: read('--color-border', '#595959'),
    font: `12px ${read('--font-family', 'system-ui, sans-serif')}`,
  }
}
