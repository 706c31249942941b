import { css } from '../../styled-system/css';
import { Spinner } from '../primitives/spinner';
import { useDownloadActivity } from './download-activity';

/** Copyright line used when the host passes none. */
export const DEFAULT_COPYRIGHT = '© 2026 The Bank. All rights reserved.';

/** Accessible label of the footer's download spinner. */
export const DOWNLOADING_LABEL = 'Downloading…';

const bar = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  px: '4',
  py: '3',
  fontSize: 'sm',
  color: 'fg.muted',
  bg: 'bg.subtle',
  borderTopWidth: '1px',
  borderTopStyle: 'solid',
  borderTopColor: 'border.default',
});

const activity = css({ display: 'inline-flex', alignItems: 'center', gap: '2', color: 'accent.text', minHeight: '5' });

/**
 * The frame's contentinfo (spec section 2): the copyright and, while any download tracked by
 * {@link useDownloadActivity} runs, a spinner labelled 'Downloading…'.
 */
export function Footer({ copyright }: { copyright: string }) {
  const { active } = useDownloadActivity();
  return (
    <footer className={bar}>
      <p>{copyright}</p>
      {/*
        The status region stays in the page so the change is announced; only its content comes
        and goes. It is named while a download runs, so it reads as the 'Downloading…' spinner.
      */}
      <div role="status" aria-label={active > 0 ? DOWNLOADING_LABEL : undefined} className={activity}>
        {active > 0 ? (
          <>
            <Spinner size="sm" label={null} />
            <span>{DOWNLOADING_LABEL}</span>
          </>
        ) : null}
      </div>
    </footer>
  );
}
