import type { ReactNode } from 'react';
import { useId } from 'react';
import { css } from '../../../styled-system/css';

const styles = {
  section: css({ display: 'flex', flexDirection: 'column', gap: '6', minWidth: '0' }),
  header: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '4' }),
  heading: css({ fontSize: '2xl', fontWeight: 'semibold', lineHeight: 'tight' }),
};

/** Props of {@link PageSection}. */
export interface PageSectionProps {
  /** The page's one `h1`. */
  heading: ReactNode;
  /** Beside the heading, at the end of its line (e.g. New User, the report's modes); wraps below on a phone. */
  actions?: ReactNode;
  /** The heading's id, when something else is labelled by it too (a form); generated otherwise. */
  headingId?: string;
  children?: ReactNode;
}

/**
 * A screen's page: a section named by its `h1`, the heading's line (with its actions) and the
 * content below it, spaced alike on every screen. Render it inside the host's frame, which gives
 * the page its width.
 */
export function PageSection({ heading, actions, headingId, children }: PageSectionProps) {
  const generatedId = useId();
  const id = headingId ?? generatedId;
  const title = (
    <h1 id={id} className={styles.heading}>
      {heading}
    </h1>
  );
  return (
    <section aria-labelledby={id} className={styles.section}>
      {actions ? (
        <div className={styles.header}>
          {title}
          {actions}
        </div>
      ) : (
        title
      )}
      {children}
    </section>
  );
}
