/**
 * How the client moves the browser (to /login after a 401). The shell installs its router's navigate so the move
 * is a client-side transition; without it the browser loads the page.
 */
type Navigate = (to: string) => void

let navigate: Navigate = (to) => window.location.assign(to)

export function setApiNavigator(next: Navigate): () => void {
  const previous = navigate
  navigate = next
  return () => {
    navigate = previous
  }
}

export function navigateTo(to: string): void {
  navigate(to)
}

export function currentLocation(): string {
  return `${window.location.pathname}${window.location.search}`
}
