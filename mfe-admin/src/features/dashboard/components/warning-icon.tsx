/** A warning triangle that names itself for screen readers. */
export function WarningIcon({ label, className }: { label: string; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="20" height="20" role="img" aria-label={label}>
      <path fill="currentColor" d="M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z" />
    </svg>
  )
}
