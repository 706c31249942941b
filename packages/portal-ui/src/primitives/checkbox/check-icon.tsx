/** Tick and dash drawn in SVG so they need no icon font; hidden from assistive technology. */
export function CheckIcon({ indeterminate = false }: { indeterminate?: boolean }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
      {indeterminate ? <path d="M3.5 8h9" /> : <path d="M3.5 8.5l3 3 6-7" />}
    </svg>
  );
}
