import { useCustomerDetail } from '@lego-portal/api-client';
import {
  approvalStatusOf,
  CUSTOMER_DETAIL_TEXTS,
  CUSTOMER_STATUS_TEXTS,
  customerStatusOf,
  DECISION_TEXTS,
  LABELS,
  PENDING_CHANGE_TEXTS,
} from '@lego-portal/rules';
import { useId, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { Badge } from '../../../primitives/badge';
import { Button } from '../../../primitives/button';
import { DetailHeader } from '../../../primitives/detail-header';
import { NotSet } from '../../../primitives/detail-list';
import { LoadingPage } from '../../../primitives/skeleton';
import { useDateFormat } from '../../../provider/date-format';
import { usePortal } from '../../../provider/portal-provider';
import { useSessionMemory } from '../../../provider/session-scope';
import { useTexts } from '../../../texts/texts-context';
import { CustomerForm } from '../customer-form';
import { LIST_PLACES } from '../../../lists';
import { LastDecision } from '../last-decision';
import { PendingChangeDialog, type PendingDecision } from '../pending-change-dialog';
import { useNotFoundRedirect } from '../../../hooks/use-not-found-redirect';
import { useMerchantInScope } from '../../../merchant-scope';

/** Props of {@link CustomerDetailScreen}. */
export interface CustomerDetailScreenProps {
  /** The customer, from the route (`/customer/view/{custProfileId}`). */
  custProfileId?: string;
}

const styles = {
  section: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
  badges: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
  meta: css({ display: 'flex', flexWrap: 'wrap', columnGap: '4', rowGap: '1', m: '0' }),
  metaItem: css({ display: 'flex', gap: '1' }),
  metaValue: css({ m: '0', color: 'fg.default', fontVariantNumeric: 'tabular-nums' }),
  notice: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '3',
    p: '4',
    borderRadius: 'md',
    bg: 'warning.bg',
    color: 'warning.fg',
  }),
  noticeText: css({ m: '0', fontWeight: 'medium' }),
};

/**
 * One customer, read only (spec section 2 "Customer detail"): the name with its status and
 * approval badges as the heading, then the individual form for type I and the corporate form
 * otherwise ({@link CustomerForm} in view mode). While a change waits, a notice says so and its
 * "View Pending Change" (offered only then) opens the {@link PendingChangeDialog}, where a checker
 * approves or rejects the change; after a decision the badges, values and notice follow at once.
 * If another user decided it meanwhile, the dialog says 'No change pending for approval.' and the
 * page catches up. A host whose paths have
 * `customerUpdate` gets an Edit action there while no change waits. Back to Customer List
 * returns to the list's last filters, page and sort. A customer that does not load goes to not
 * found; one that an approved deletion (or a rejected creation) removed returns to the list.
 * Issue 32: the last decision on a change of this customer ({@link LastDecision}: who, when,
 * Approved or Rejected, the reason or note) shows to maker and checker alike, and an expired
 * pending change is marked 'Expired' beside the notice.
 */
export function CustomerDetailScreen({ custProfileId = '' }: CustomerDetailScreenProps) {
  const { navigation, paths } = usePortal();
  const dates = useDateFormat();
  const memory = useSessionMemory();
  const texts = useTexts('customerDetail', CUSTOMER_DETAIL_TEXTS);
  const pendingTexts = useTexts('pendingChange', PENDING_CHANGE_TEXTS);
  const decisionTexts = useTexts('decision', DECISION_TEXTS);
  const statusTexts = useTexts('customerStatus', CUSTOMER_STATUS_TEXTS);
  const labels = useTexts('label', LABELS);
  const headingId = useId();
  const [pendingOpen, setPendingOpen] = useState(false);
  // Bank staff name the customer's merchant (the one chosen); a merchant user's is its own.
  const detail = useCustomerDetail({ custProfileId, merchantId: useMerchantInScope()?.merchantId });
  const profile = detail.data?.customerProfileResponse;
  // Only a failed first load: after an approved deletion the refetch fails while the result shows.
  const notFound = custProfileId === '' || (detail.isError && !profile);
  useNotFoundRedirect(notFound);

  const listPath = () => paths.customerList() + LIST_PLACES.customers.last(memory);
  // WCAG 2.4.3: after a decision 'View Pending Change' is gone; the focus goes to the heading.
  const headingAfterDecision = () => {
    const heading = document.getElementById(headingId);
    heading?.setAttribute('tabindex', '-1');
    return heading;
  };
  const afterDecision = (decision: PendingDecision, action: 'CREATE' | 'UPDATE' | 'DELETE') => {
    // The customer is gone: its deletion was approved, or its creation rejected.
    if ((decision === 'APPROVE' && action === 'DELETE') || (decision === 'REJECT' && action === 'CREATE')) navigation.navigate(listPath());
  };

  if (!profile) {
    return <LoadingPage headingId={headingId} heading={texts.heading} label={texts.loading} />;
  }

  const status = customerStatusOf(profile.isActive);
  const approval = approvalStatusOf(detail.data?.isPendingApproval ?? profile.isPendingApproval);
  const updated = dates.dateTime(profile.updateDatetime);
  const updatePath = paths.customerUpdate?.(profile.custProfileId);
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <DetailHeader
        id={headingId}
        eyebrow={texts.heading}
        title={profile.fullName || profile.custProfileId}
        badge={
          <span className={styles.badges}>
            <Badge tone={status.tone}>{statusTexts[status.code]}</Badge>
            {approval ? <Badge tone={approval.tone}>{statusTexts[approval.code]}</Badge> : null}
          </span>
        }
        meta={
          <dl className={styles.meta}>
            <div className={styles.metaItem}>
              <dt>{`${texts.customerType}:`}</dt>
              <dd className={styles.metaValue}>{profile.customerType === 'I' ? labels.individual : labels.corporate}</dd>
            </div>
            <div className={styles.metaItem}>
              <dt>{`${texts.lastUpdated}:`}</dt>
              <dd className={styles.metaValue}>{updated || <NotSet />}</dd>
            </div>
          </dl>
        }
        actions={
          // While a change waits, the server refuses another: Edit comes back once it is decided.
          !approval && updatePath ? <Button onClick={() => navigation.navigate(updatePath)}>{labels.edit}</Button> : null
        }
      />
      {approval ? (
        <div className={styles.notice}>
          <p className={styles.noticeText}>
            {texts.pendingNotice}
            {detail.data?.pendingExpired ? (
              <>
                {' '}
                <Badge tone="danger">{decisionTexts.expiredBadge}</Badge>
              </>
            ) : null}
          </p>
          <Button onClick={() => setPendingOpen(true)}>{pendingTexts.open}</Button>
        </div>
      ) : null}
      {detail.data?.lastDecision ? <LastDecision decision={detail.data.lastDecision} /> : null}
      <CustomerForm mode="view" customerType={profile.customerType === 'I' ? 'I' : 'C'} customer={profile} />
      <div>
        <Button variant="outline" onClick={() => navigation.navigate(listPath())}>
          {labels.backToCustomerList}
        </Button>
      </div>
      <PendingChangeDialog custProfileId={profile.custProfileId} open={pendingOpen} onOpenChange={setPendingOpen} onDecided={afterDecision} focusAfterDecision={headingAfterDecision} />
    </section>
  );
}
