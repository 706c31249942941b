import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';

/** Props of {@link DetailHeader}. */
export interface DetailHeaderProps {
  /** Id of the `h1`, for the section it heads (`aria-labelledby`). */
  id?: string;
  /** What the page is, above the record's name: the spec's heading, e.g. 'User Detail'. */
  eyebrow: string;
  /** The record's name, e.g. the user's full name. */
  title: string;
  /** The record's status badge, beside its name. */
  badge?: ReactNode;
  /** A line under the name: e.g. the created and last-login dates. */
  meta?: ReactNode;
  /** The record's actions (Edit, Lock, …), at the end of the header. */
  actions?: ReactNode;
}

const root = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: '4',
});
const text = css({ display: 'flex', flexDirection: 'column', gap: '1', minWidth: 0, flex: '1 1 16rem' });
const heading = css({ display: 'flex', flexDirection: 'column', gap: '1', m: '0' });
const eyebrowStyle = css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg.muted', lineHeight: 'normal' });
const titleRow = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', columnGap: '3', rowGap: '1' });
// On the name's line: the badge sits on the baseline of the big title, not of the small eyebrow.
const badgeStyle = css({ display: 'inline-flex', pb: '1' });
const titleStyle = css({ fontSize: '2xl', fontWeight: 'semibold', lineHeight: 'tight', overflowWrap: 'anywhere' });
const metaStyle = css({ fontSize: 'sm', color: 'fg.muted' });
const actionsStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' });

/**
 * The head of a record's page in view mode: what the page is, then the record's name as the
 * heading with its status badge beside it, a line of facts (dates) under it, and the record's
 * actions at the end. The `h1` reads "User Detail Somchai Jaidee": the page, then the record.
 */
export function DetailHeader({ id, eyebrow, title, badge, meta, actions }: DetailHeaderProps) {
  return (
    <header className={root}>
      <div className={text}>
        <div className={titleRow}>
          <h1 id={id} className={heading}>
            <span className={eyebrowStyle}>{eyebrow}</span>
            {/* Read as "User Detail Somchai Jaidee", not "User DetailSomchai Jaidee". */}{' '}
            <span className={titleStyle}>{title}</span>
          </h1>
          {badge ? <span className={badgeStyle}>{badge}</span> : null}
        </div>
        {meta ? <div className={metaStyle}>{meta}</div> : null}
      </div>
      {actions ? <div className={actionsStyle}>{actions}</div> : null}
    </header>
  );
}
