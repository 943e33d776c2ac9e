import { Component, type ErrorInfo, type ReactNode } from 'react'

interface Props {
  /** What failed, for the console ("Remote", "Shell"). */
  part: string
  /** What to show instead, given a way to try again. */
  fallback: (retry: () => void) => ReactNode
  onRetry?: () => void
  children: ReactNode
}

interface State {
  failed: boolean
}

/** Keeps a render error inside the part that threw (a remote's slot, the shell); React would otherwise unmount the page. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`${this.props.part} failed`, error, info.componentStack)
  }

  private readonly retry = () => {
    this.setState({ failed: false })
    this.props.onRetry?.()
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children
  }
}
