import type { Schemas } from '@lego-portal/api-client';
import { bankAccountChanges, DECISION_TEXTS, PENDING_ACTION_TEXTS, PENDING_CHANGE_TEXTS, statusChangeMeaning } from '@lego-portal/rules';
import { type ReactNode, useId } from 'react';
import { css } from '../../../../styled-system/css';
import { Badge } from '../../../primitives/badge';
import { DetailList, NotSet } from '../../../primitives/detail-list';
import { TableScrollBox, useTableEdges } from '../../../primitives/table-scroll-box';
import { useDateFormat } from '../../../provider/date-format';
import { useMessage, useTexts } from '../../../texts/texts-context';
import { useMakerTypeItem } from './maker-type';
import { PendingValue, usePendingFieldLabel } from './pending-value';

/** A pending change as the contract gives it. */
export type PendingChange = Schemas['PendingChangeResponse'];

/** Props of {@link PendingChangeSummary}. */
export interface PendingChangeSummaryProps {
  change: PendingChange;
}

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '5' }),
  table: css({
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: 'sm',
    '& caption': { textAlign: 'start', fontWeight: 'semibold', pb: '2', color: 'fg.default' },
    // Words wrap between words only: a word too long for any line (which this table's values
    // do not have; emails break in PendingValue) may break rather than overflow.
    '& th, & td': {
      textAlign: 'start',
      verticalAlign: 'top',
      py: '2',
      px: '3',
      borderBottomWidth: '1px',
      borderBottomStyle: 'solid',
      borderBottomColor: 'bg.emphasized',
      overflowWrap: 'break-word',
    },
    '& thead th': { color: 'fg.muted', fontWeight: 'medium' },
    '& tbody th': { fontWeight: 'medium' },
    // A phone: the table's own edges need no padding, so four columns fit 390 px.
    '@media (width < 48rem)': { '& th, & td': { px: '2' }, '& tr > :first-child': { pl: '0' }, '& tr > :last-child': { pr: '0' } },
  }),
  meaning: css({ display: 'block', fontWeight: 'normal', color: 'fg.muted' }),
  note: css({ m: '0', color: 'fg.muted', fontSize: 'sm' }),
  // An account number reads as one token.
  noWrap: css({ whiteSpace: 'nowrap' }),
  expiry: css({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' }),
};

/**
 * A table that scrolls sideways in its own box when it is wider than the dialog (a 320 px phone:
 * WCAG 1.4.10), as the portal's other wide tables do (TableScrollBox), named by its caption.
 */
function ScrollingTable({ caption, children }: { caption: string; children: ReactNode }) {
  const [ref, edges] = useTableEdges();
  const captionId = useId();
  return (
    <TableScrollBox labelledBy={captionId} edges={edges} boxRef={ref}>
      <table className={styles.table}>
        <caption id={captionId}>{caption}</caption>
        {children}
      </table>
    </TableScrollBox>
  );
}

/**
 * The change the way a checker reads it (spec section 4): what it does (CREATE 'Activate
 * customer', DELETE 'Delete customer', a status change A to L 'Lock user', L to A 'Unlock user',
 * otherwise 'Update customer'), who made it (and whether a bank or a merchant user, when the
 * server says) and when, when it expires (or 'Expired', issue 32), then for an update each changed field
 * with its previous and new value side by side, and the bank accounts added, removed and
 * changed, by account number.
 */
export function PendingChangeSummary({ change }: PendingChangeSummaryProps) {
  const dates = useDateFormat();
  const texts = useTexts('pendingChange', PENDING_CHANGE_TEXTS);
  const actions = useTexts('pendingAction', PENDING_ACTION_TEXTS);
  const message = useMessage();
  const fieldLabel = usePendingFieldLabel();
  const fields = change.action === 'UPDATE' ? change.customerProfileHandlerViewList : [];
  const meanings = fields.flatMap((field) => statusChangeMeaning(field.key, field.value.old, field.value.new) ?? []);
  const what = meanings.length > 0 ? meanings.map((m) => message(m.code, m.label)).join(', ') : actions[change.action];
  const accounts = bankAccountChanges(change.bankAcctsOld ?? [], change.bankAcctsNew ?? []);
  const accountKind = { added: texts.accountAdded, removed: texts.accountRemoved, changed: texts.accountChanged };
  const requestedAt = dates.dateTime(change.createdDatetime);
  const makerType = useMakerTypeItem(change);
  const decisionTexts = useTexts('decision', DECISION_TEXTS);
  // Issue 32: when the change expires, or that it has (it can then only be rejected).
  const expiresAt = dates.dateTime(change.expiresDatetime);
  const expiry = change.expired
    ? [{ id: 'expiresAt', label: decisionTexts.expiredAt, value: <span className={styles.expiry}>{expiresAt}<Badge tone="danger">{decisionTexts.expiredBadge}</Badge></span> }]
    : expiresAt
      ? [{ id: 'expiresAt', label: decisionTexts.expiresAt, value: expiresAt }]
      : [];

  return (
    <div className={styles.root}>
      <DetailList
        items={[
          { id: 'change', label: texts.change, value: what },
          { id: 'requestedBy', label: texts.requestedBy, value: change.lastUsername },
          ...makerType,
          ...(requestedAt ? [{ id: 'requestedAt', label: texts.requestedAt, value: requestedAt }] : []),
          ...expiry,
        ]}
      />
      {change.action === 'UPDATE' ? (
        fields.length > 0 ? (
          <ScrollingTable caption={texts.fieldsCaption}>
            <thead>
              <tr>
                <th scope="col">{texts.field}</th>
                <th scope="col">{texts.previousValue}</th>
                <th scope="col">{texts.newValue}</th>
              </tr>
            </thead>
            <tbody>
              {fields.map((field) => {
                const meaning = statusChangeMeaning(field.key, field.value.old, field.value.new);
                return (
                  <tr key={field.key} data-field={field.key}>
                    <th scope="row">
                      {fieldLabel(field.key)}
                      {meaning ? <span className={styles.meaning}>{message(meaning.code, meaning.label)}</span> : null}
                    </th>
                    <td>
                      <PendingValue fieldKey={field.key} value={field.value.old} />
                    </td>
                    <td>
                      <PendingValue fieldKey={field.key} value={field.value.new} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </ScrollingTable>
        ) : (
          <p className={styles.note}>{texts.noFieldChanged}</p>
        )
      ) : null}
      {accounts.length > 0 ? (
        <ScrollingTable caption={texts.bankAccountsCaption}>
          <thead>
            <tr>
              <th scope="col">{texts.accountNumber}</th>
              <th scope="col">{texts.change}</th>
              <th scope="col">{`${texts.currency}: ${texts.previousValue}`}</th>
              <th scope="col">{`${texts.currency}: ${texts.newValue}`}</th>
            </tr>
          </thead>
          <tbody>
            {accounts.map((account) => (
              <tr key={account.accountNumber} data-account={account.accountNumber}>
                <th scope="row" className={styles.noWrap}>
                  {account.accountNumber}
                </th>
                <td>{accountKind[account.kind]}</td>
                <td>{account.oldCurrency ?? <NotSet />}</td>
                <td>{account.newCurrency ?? <NotSet />}</td>
              </tr>
            ))}
          </tbody>
        </ScrollingTable>
      ) : null}
    </div>
  );
}
