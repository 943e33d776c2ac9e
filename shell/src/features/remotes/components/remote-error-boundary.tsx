import { Component, type ErrorInfo, type ReactNode } from 'react'

interface Props {
  /** What to show instead of the remote, given a way to try again. */
  fallback: (retry: () => void) => ReactNode
  onRetry: () => void
  children: ReactNode
}

interface State {
  failed: boolean
}

/** Keeps a failing remote (load or render) inside its slot; React would otherwise unmount the whole page. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Remote failed', error, info.componentStack)
  }

  private readonly retry = () => {
    this.setState({ failed: false })
    this.props.onRetry()
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children
  }
}
