import { useTransactionDetail } from '@lego-portal/api-client';
import type { AreaTranslation } from '@lego-portal/rules';
import { formatAmount, formatMessage, LABELS, TRANSACTION_REPORT_TEXTS, TRANSACTION_STATUS_TEXTS } from '@lego-portal/rules';
import { useId } from 'react';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../primitives/button';
import { Card } from '../../../primitives/card';
import { DetailHeader } from '../../../primitives/detail-header';
import { DetailList, NotSet, type DetailListItem } from '../../../primitives/detail-list';
import { LoadingPage } from '../../../primitives/skeleton';
import { useDateFormat } from '../../../provider/date-format';
import { usePortal, usePortalSession } from '../../../provider/portal-provider';
import { useSessionMemory } from '../../../provider/session-scope';
import { MERCHANT_PARAM } from '../../../provider/paths';
import { useMerchantInScope } from '../../../merchant-scope';
import { useTexts } from '../../../texts/texts-context';
import { LIST_PLACES } from '../../../lists';
import { TransactionStatusBadge } from '../transaction-status-badge';
import { useNotFoundRedirect } from '../../../hooks/use-not-found-redirect';

/**
 * A code's meaning from the catalogue (`channelPGW`, `integrationAPI`), or the code itself when
 * the catalogue does not know it (a new channel still shows, as the bank sent it).
 */
function meaningOf(texts: AreaTranslation<'transactionReport'>, kind: 'channel' | 'integration', code: string | null | undefined): string | null | undefined {
  if (!code) return code;
  const key = `${kind}${code}`;
  return key in texts ? texts[key as keyof typeof texts] : code;
}

/** Props of {@link TransactionDetailScreen}. */
export interface TransactionDetailScreenProps {
  /** The transaction's number, from the route (`/reports/transactions/view/{txnNumber}`). */
  txnNumber?: string;
  /**
   * The transaction's merchant, for bank staff (their reports span merchants; the detail call
   * needs one): by default the `merchantId` of the query string, which the report's links carry
   * for staff. A merchant user's own merchant always wins.
   */
  merchantId?: string;
}

const styles = {
  section: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
  columns: css({ display: 'grid', gap: '6', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))', alignItems: 'start' }),
  meta: css({ display: 'flex', flexWrap: 'wrap', columnGap: '4', rowGap: '1', m: '0' }),
  metaItem: css({ display: 'flex', gap: '1' }),
  metaValue: css({ m: '0', color: 'fg.default', fontVariantNumeric: 'tabular-nums' }),
};

/**
 * One transaction, read only (spec sections 2 and 3): its number and status badge as the
 * heading with the created and updated date-times under it, then every field of the entity in
 * groups a person reads together (amounts and fees, accounts, references, status and host
 * response). The shadow account shows only when the transaction has one. Back to Transaction
 * Report returns to the report's last page in this session (filters, page and sort). A
 * transaction that does not load (another merchant's, unknown, a failure) goes to not found, as
 * does a staff user's with no merchant named.
 */
export function TransactionDetailScreen({ txnNumber = '', merchantId: named }: TransactionDetailScreenProps) {
  const { navigation, paths, locale } = usePortal();
  const dates = useDateFormat();
  const { permissions } = usePortalSession();
  const memory = useSessionMemory();
  const texts = useTexts('transactionReport', TRANSACTION_REPORT_TEXTS);
  const labels = useTexts('label', LABELS);
  const statusNames = useTexts('transactionStatus', TRANSACTION_STATUS_TEXTS);
  const headingId = useId();
  const [search] = navigation.useSearchState();
  // A merchant user's scope is their own merchant; staff have none here (reports are not
  // merchant-scoped) and take the one the link named.
  const merchantId = useMerchantInScope()?.merchantId || named || search[MERCHANT_PARAM] || '';
  const detail = useTransactionDetail(merchantId, txnNumber);
  const transaction = detail.data?.transaction;
  const notFound = txnNumber === '' || merchantId === '' || (detail.isError && !transaction);
  useNotFoundRedirect(notFound);

  const back = () =>
    navigation.navigate(LIST_PLACES.transactions.last(memory) || paths.transactions(permissions.onlineTransactionReport ? 'online' : 'scheduled'));

  if (!transaction) {
    return <LoadingPage headingId={headingId} heading={texts.detailHeading} label={texts.loading} />;
  }

  const amount = (value: number | null | undefined) => formatAmount(value, locale);
  const groups: { id: string; title: string; items: DetailListItem[] }[] = [
    {
      id: 'amounts',
      title: texts.amountsGroup,
      items: [
        { id: 'oriAmount', label: texts.oriAmount, value: amount(transaction.oriAmount) },
        { id: 'amount', label: texts.amount, value: amount(transaction.amount) },
        { id: 'merchantFee', label: texts.merchantFee, value: amount(transaction.merchantFeeAmount) },
        { id: 'customerFee', label: texts.customerFee, value: amount(transaction.customerFeeAmount) },
        { id: 'fineAmount', label: texts.fineAmount, value: amount(transaction.fineAmount) },
      ],
    },
    {
      id: 'accounts',
      title: texts.accountsGroup,
      items: [
        { id: 'fromAcctNumber', label: texts.fromAcctNumber, value: transaction.fromAcctNumber },
        // The shadow account: only a transaction that has one shows the line (spec section 3).
        ...(transaction.actualAcctNumber ? [{ id: 'actualAcctNumber', label: texts.actualAcctNumber, value: transaction.actualAcctNumber }] : []),
        { id: 'toAcctNumber', label: texts.toAcctNumber, value: transaction.toAcctNumber },
        { id: 'subAccountId', label: texts.subAccountId, value: transaction.subAccountId == null ? null : String(transaction.subAccountId) },
      ],
    },
    {
      id: 'references',
      title: texts.referencesGroup,
      items: [
        { id: 'merchantId', label: texts.merchantId, value: transaction.merchantId },
        { id: 'merchantName', label: texts.merchantName, value: transaction.merchantName },
        { id: 'refNumber', label: texts.refNumber, value: transaction.refNumber },
        { id: 'customerRef', label: texts.customerRef, value: transaction.customerRef },
        { id: 'corpId', label: texts.corpId, value: transaction.corpId },
        { id: 'paymentChannel', label: texts.paymentChannel, value: meaningOf(texts, 'channel', transaction.paymentChannel) },
        { id: 'integrationType', label: texts.integrationType, value: meaningOf(texts, 'integration', transaction.merchantIntegrationType) },
      ],
    },
    {
      id: 'hostResponse',
      title: texts.hostResponseGroup,
      items: [
        {
          id: 'statusCode',
          label: texts.statusCode,
          // The code stays (it is what the bank's staff quote), with what it stands for.
          value: transaction.statusCode && statusNames[transaction.statusCode as keyof typeof statusNames]
            ? formatMessage(texts.statusCodeMeaning, { code: transaction.statusCode, status: statusNames[transaction.statusCode as keyof typeof statusNames] })
            : transaction.statusCode,
        },
        { id: 'errorDescription', label: texts.errorDescription, value: transaction.errorDescription },
        { id: 'hostResponseCode', label: texts.hostResponseCode, value: transaction.hostResponseCode },
        { id: 'hostResponseDesc', label: texts.hostResponseDesc, value: transaction.hostResponseDesc },
      ],
    },
  ];

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <DetailHeader
        id={headingId}
        eyebrow={texts.detailHeading}
        title={transaction.txnNumber}
        badge={<TransactionStatusBadge statusCode={transaction.statusCode} />}
        meta={
          <dl className={styles.meta}>
            <div className={styles.metaItem}>
              <dt>{`${texts.createdDateTime}:`}</dt>
              <dd className={styles.metaValue}>{dates.dateTime(transaction.createdDateTime) || <NotSet />}</dd>
            </div>
            <div className={styles.metaItem}>
              <dt>{`${texts.updatedDateTime}:`}</dt>
              <dd className={styles.metaValue}>{dates.dateTime(transaction.updatedDateTime) || <NotSet />}</dd>
            </div>
          </dl>
        }
      />
      <div className={styles.columns}>
        {groups.map((group) => (
          <Card key={group.id} title={group.title} headingLevel={2}>
            <DetailList items={group.items} />
          </Card>
        ))}
      </div>
      <div>
        <Button variant="outline" onClick={back}>
          {labels.backToTransactionReport}
        </Button>
      </div>
    </section>
  );
}
