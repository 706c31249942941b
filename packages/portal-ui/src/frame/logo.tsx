import { FRAME_TEXTS } from '@lego-portal/rules';
import type { SVGProps } from 'react';
import { useTexts } from '../texts/texts-context';

/**
 * The portal's mark: a card with a direct-debit arrow. Inline so it needs no asset URL (the
 * host's CSP and base path stay out of it), and it takes the accent colour of the theme.
 */
export function Logo(props: SVGProps<SVGSVGElement>) {
  const texts = useTexts('frame', FRAME_TEXTS);
  return (
    <svg viewBox="0 0 40 40" width="40" height="40" role="img" aria-label={texts.logo} focusable="false" {...props}>
      <rect x="1" y="1" width="38" height="38" rx="9" fill="currentColor" />
      <rect x="8" y="11" width="24" height="18" rx="3" fill="none" stroke="#ffffff" strokeWidth="2.5" />
      <path d="M8 16.5h24" stroke="#ffffff" strokeWidth="2.5" />
      <path d="M14 23.5h8m0 0-3-3m3 3-3 3" fill="none" stroke="#ffffff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
