import { useCustomerDetail } from '@lego-portal/api-client';
import { approvalStatusOf, CUSTOMER_DETAIL_TEXTS, CUSTOMER_FORM_TEXTS } from '@lego-portal/rules';
import { useEffect, useId, useState } from 'react';
import { css } from '../../../styled-system/css';
import { DetailHeader } from '../../primitives/detail-header';
import { LoadingPage } from '../../primitives/skeleton';
import { usePortal } from '../../provider/portal-provider';
import { useSessionMemory } from '../../provider/session-scope';
import { CustomerForm } from '../../screens/customers';
import { LIST_PLACES } from '../../lists';
import { useTexts } from '../../texts/texts-context';
import { useNotFoundRedirect } from '../../hooks/use-not-found-redirect';
import { useMerchantInScope } from '../../merchant-scope';

const styles = {
  section: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
};

/**
 * A new customer of `customerType` (the list's Individual/Corporate choice): the customer form in
 * create mode under the page's heading. Once the change is queued for a checker, and on Cancel,
 * it returns to the list's last filters, where the new customer shows as pending approval.
 */
export function CustomerCreatePage({ customerType }: { customerType: 'I' | 'C' }) {
  const { navigation, paths } = usePortal();
  const memory = useSessionMemory();
  const texts = useTexts('customerDetail', CUSTOMER_DETAIL_TEXTS);
  const formTexts = useTexts('customerForm', CUSTOMER_FORM_TEXTS);
  const headingId = useId();
  const toList = () => navigation.navigate(paths.customerList() + LIST_PLACES.customers.last(memory));
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <DetailHeader id={headingId} eyebrow={texts.heading} title={customerType === 'I' ? formTexts.individualHeading : formTexts.corporateHeading} />
      <CustomerForm mode="create" customerType={customerType} onSubmitted={toList} onCancel={toList} />
    </section>
  );
}

/**
 * A stored customer in the customer form's update mode, loaded by its id. Once the change is
 * queued for a checker, and on Discard Edit, it returns to the customer's detail. A customer that
 * does not load goes to not found; one whose change already waits for approval (the server takes
 * one at a time) opens its detail instead, as the detail offers no Edit then.
 */
export function CustomerUpdatePage({ custProfileId }: { custProfileId: string }) {
  const { navigation, paths } = usePortal();
  const texts = useTexts('customerDetail', CUSTOMER_DETAIL_TEXTS);
  const headingId = useId();
  // Bank staff name the customer's merchant (the one chosen); a merchant user's is its own.
  const detail = useCustomerDetail({ custProfileId, merchantId: useMerchantInScope()?.merchantId });
  const profile = detail.data?.customerProfileResponse;
  const notFound = custProfileId === '' || (detail.isError && !profile);
  useNotFoundRedirect(notFound);
  // As first loaded: the change this page queues makes the customer pending too, and the detail
  // is read again meanwhile; the page must stay for its result message.
  const [pendingAtOpen, setPendingAtOpen] = useState<boolean | null>(null);
  if (pendingAtOpen === null && detail.data && profile) setPendingAtOpen(approvalStatusOf(detail.data.isPendingApproval ?? profile.isPendingApproval) !== null);
  useEffect(() => {
    if (pendingAtOpen) navigation.navigate(paths.customerView(custProfileId), { replace: true });
  }, [pendingAtOpen, navigation, paths, custProfileId]);

  const toDetail = () => navigation.navigate(paths.customerView(custProfileId));
  if (!profile || pendingAtOpen !== false) {
    return <LoadingPage headingId={headingId} heading={texts.heading} label={texts.loading} />;
  }
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <DetailHeader id={headingId} eyebrow={texts.heading} title={profile.fullName || profile.custProfileId} />
      <CustomerForm mode="update" customerType={profile.customerType === 'I' ? 'I' : 'C'} customer={profile} onSubmitted={toDetail} onCancel={toDetail} />
    </section>
  );
}
