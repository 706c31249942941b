import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import { PageSection } from '../page-section';
import { Skeleton } from './skeleton';

const styles = {
  rows: css({ display: 'flex', flexDirection: 'column', gap: '4', maxWidth: 'lg' }),
};

/** Props of {@link DetailSkeleton}. */
export interface DetailSkeletonProps {
  /** What is loading, said to assistive technology ('Loading...' in the portal's language). */
  label: string;
}

/**
 * The placeholder of a detail or a form while it loads: six field-high rows, marked busy, with a
 * status message (the rows themselves are hidden from assistive technology).
 */
export function DetailSkeleton({ label }: DetailSkeletonProps) {
  return (
    <div className={styles.rows} aria-busy="true">
      <p role="status">{label}</p>
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} height="2.5rem" />
      ))}
    </div>
  );
}

/** Props of {@link LoadingPage}. */
export interface LoadingPageProps extends DetailSkeletonProps {
  /** The page's heading, shown at once so the page is named while it loads. */
  heading: ReactNode;
  /** The id the section is labelled by (the page's own heading id). */
  headingId: string;
  /** Shown instead of the placeholder, e.g. a load failure with Retry. */
  children?: ReactNode;
}

/** A detail page that is loading: its heading, then the placeholder (or what `children` shows instead). */
export function LoadingPage({ heading, headingId, label, children }: LoadingPageProps) {
  return (
    <PageSection heading={heading} headingId={headingId}>
      {children ?? <DetailSkeleton label={label} />}
    </PageSection>
  );
}
