import { useId, type ReactNode } from 'react';
import { feeLayout } from './fee-layout';

/** Props of {@link FeeGroup}. */
export interface FeeGroupProps {
  heading: string;
  children: ReactNode;
}

/** One group of the fee profile card: an `h3` under the card's `h2`, naming the group it heads. */
export function FeeGroup({ heading, children }: FeeGroupProps) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} className={feeLayout.group}>
      <h3 id={headingId} className={feeLayout.groupHeading}>
        {heading}
      </h3>
      {children}
    </div>
  );
}
