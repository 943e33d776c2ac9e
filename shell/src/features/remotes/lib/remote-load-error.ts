/** A remote that could not be loaded: manifest missing or not JSON, entry script or chunk failed. */
export class RemoteLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'RemoteLoadError'
  }
}
