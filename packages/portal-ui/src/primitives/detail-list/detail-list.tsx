import { CONTROL_TEXTS } from '@lego-portal/rules';
import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import { useTexts } from '../../texts/texts-context';

/** One label and its value in a {@link DetailList}. */
export interface DetailListItem {
  /** Stable key; the label when absent. */
  id?: string;
  label: string;
  /** The value as read; `null`, `undefined` and `''` show a dash, read out as 'Not set'. */
  value: ReactNode;
}

/** Props of {@link DetailList}. */
export interface DetailListProps {
  items: DetailListItem[];
  className?: string;
}

// The container, not the viewport, decides: beside each other on a wide card, stacked on a
// phone or in a narrow column of an embedding host.
const root = css({ containerType: 'inline-size' });
const list = css({
  display: 'grid',
  gridTemplateColumns: '1fr',
  columnGap: '6',
  m: '0',
  '@container (min-width: 28rem)': { gridTemplateColumns: 'minmax(8rem, 12rem) 1fr' },
});
const term = css({
  pt: '3',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg.muted',
  '@container (min-width: 28rem)': { pb: '3', borderBottomWidth: '1px', borderBottomStyle: 'solid', borderBottomColor: 'bg.emphasized' },
});
const definition = css({
  m: '0',
  pt: '1',
  pb: '3',
  color: 'fg.default',
  // A 60-character email or a long note wraps whole instead of overflowing or being cut.
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
  borderBottomWidth: '1px',
  borderBottomStyle: 'solid',
  borderBottomColor: 'bg.emphasized',
  '@container (min-width: 28rem)': { pt: '3' },
});
const srOnly = css({ srOnly: true });
// The grid lays out each term and its definition; the wrapper only groups them in the markup.
const pair = css({ display: 'contents' });

/** A value that is not set: a dash to the eye, 'Not set' (in the portal's language) to a screen reader. */
export function NotSet() {
  const texts = useTexts('control', CONTROL_TEXTS);
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className={srOnly}>{texts.notSet}</span>
    </>
  );
}

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '';

/**
 * A record read as a page, not as a form of disabled inputs: each label with its value, beside
 * each other on a wide container and stacked on a narrow one, long values wrapped whole, unset
 * values as a dash. The detail screens (user, merchant, customer, transaction) show their view
 * mode with it.
 *
 * @example
 * <DetailList items={[{ label: 'Email', value: user.email }, { label: 'Note', value: user.note }]} />
 */
export function DetailList({ items, className }: DetailListProps) {
  return (
    <div className={className ? `${root} ${className}` : root}>
      <dl className={list}>
        {items.map((item) => (
          <div key={item.id ?? item.label} className={pair}>
            <dt className={term}>{item.label}</dt>
            <dd className={definition}>
              {isEmpty(item.value) ? <NotSet /> : item.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
