/** How long the frame holds the header's and footer's space before showing the shell's own header and footer. */
export const FRAME_FALLBACK_MS = 1500
/** How long a section may take to load before its retry panel shows; a late arrival still renders over it. */
export const REMOTE_LOAD_TIMEOUT_MS = 8000
