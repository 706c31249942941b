import type { Schemas } from '@lego-portal/api-client';
import { useMerchantSearch } from '@lego-portal/api-client';
import { keepPreviousData } from '@tanstack/react-query';
import { COMMON_MESSAGES, formatMessage, USER_STATUS_TEXTS } from '@lego-portal/rules';
import { css, cx } from '../../../styled-system/css';
import { Badge } from '../../primitives/badge';
import { Button } from '../../primitives/button';
import { LoadFailure } from '../../primitives/load-failure';
import { useTexts } from '../../texts/texts-context';
import { useFailureText } from '../../texts/use-failure-text';
import type { MerchantInScope } from '../merchant-scope';
import { useMerchantScopeTexts } from '../merchant-scope-texts';

const styles = {
  list: css({ display: 'grid', gap: '2', gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))' }),
  choice: css({ width: '100%', height: 'auto', justifyContent: 'flex-start', textAlign: 'start', py: '3', whiteSpace: 'normal' }),
  name: css({ fontWeight: 'semibold' }),
  id: css({ color: 'fg.muted', fontVariantNumeric: 'tabular-nums' }),
  lines: css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1', flex: '1' }),
  busy: css({ opacity: 0.6 }),
};

/** Props of {@link MerchantResults}. */
export interface MerchantResultsProps {
  /** The search to show; null: nothing searched yet. */
  criteria: Schemas['MerchantSearchRequest'] | null;
  onChoose: (merchant: MerchantInScope) => void;
}

const scopeOf = ({ merchantId, merchantName, merchantCode }: Schemas['MerchantSearchItem']): MerchantInScope => ({
  merchantId,
  merchantName,
  ...(merchantCode ? { merchantCode } : {}),
});

/**
 * The merchants a search found, each a button that chooses it (name, ID, and Inactive for an
 * inactive one); how many there are is announced politely as they arrive.
 */
export function MerchantResults({ criteria, onChoose }: MerchantResultsProps) {
  const texts = useMerchantScopeTexts();
  const common = useTexts('common', COMMON_MESSAGES);
  const status = useTexts('userStatus', USER_STATUS_TEXTS);
  const failureText = useFailureText();
  // The merchants found stay shown while another search runs.
  const search = useMerchantSearch(criteria, { placeholderData: keepPreviousData });
  if (criteria === null) return null;
  if (search.isError) {
    return <LoadFailure message={formatMessage(texts.searchFailed, { reason: failureText(search.error) })} retrying={search.isFetching} onRetry={() => search.refetch()} />;
  }
  const merchants = search.data?.merchants ?? [];
  const total = search.data?.totalRecords ?? 0;
  const summary = search.isFetching
    ? texts.searching
    : merchants.length === 0
      ? common.noDataFound
      : total > merchants.length
        ? formatMessage(texts.moreResults, { shown: merchants.length, total })
        : formatMessage(texts.found, { total });
  return (
    <>
      <p role="status">{summary}</p>
      {merchants.length > 0 ? (
        <ul aria-label={texts.resultsCaption} aria-busy={search.isFetching} className={cx(styles.list, search.isFetching && styles.busy)}>
          {merchants.map((merchant) => (
            <li key={merchant.merchantId}>
              <Button variant="outline" className={styles.choice} onClick={() => onChoose(scopeOf(merchant))}>
                <span className={styles.lines}>
                  <span className={styles.name}>{merchant.merchantName}</span>
                  <span className={styles.id}>{merchant.merchantId}</span>
                </span>
                {merchant.isActive === 'N' ? <Badge tone="neutral">{status.I}</Badge> : null}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
