/**
 * The search behind quick find: the calls the rules choose for a value, sent together, their
 * exact matches turned into links to the details (the host's route builders), grouped by kind.
 */
import type { QuickFindKind } from '@lego-portal/rules';
import { QUICK_FIND_KINDS, quickFindCalls } from '@lego-portal/rules';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useStaffAccess } from '../../hooks/use-staff-access';
import { useMerchantInScope } from '../../merchant-scope';
import type { DateFormat } from '../../provider/date-format';
import { useDateFormat } from '../../provider/date-format';
import type { PortalPaths } from '../../provider/paths';
import { usePortal, usePortalSession } from '../../provider/portal-provider';
import type { FoundRecord } from './quick-find-calls';
import { quickFindQuery } from './quick-find-calls';
import type { QuickFindMatch } from './recent-finds';

/** The matches of one kind, in the order of {@link QUICK_FIND_KINDS}. */
export interface QuickFindGroup {
  kind: QuickFindKind;
  matches: QuickFindMatch[];
}

/** What the calls found for a value. */
export interface QuickFindFound {
  value: string;
  groups: QuickFindGroup[];
  count: number;
}

/** Where a search for a value is. */
export type QuickFindSearch =
  | { status: 'idle' }
  | { status: 'searching'; value: string }
  | ({ status: 'done' } & QuickFindFound)
  /** At least one call failed: `error` is the first failure; the others' matches still show. */
  | ({ status: 'failed'; error: unknown } & QuickFindFound);

const join = (...parts: string[]) => parts.filter((part) => part !== '').join(' · ');

function matchOf(record: FoundRecord, paths: PortalPaths, staff: boolean, dateTime: DateFormat['dateTime']): QuickFindMatch {
  // Staff work across merchants: each match names its merchant, and a transaction's link names it
  // too (the detail call needs it).
  const merchant = staff ? record.merchantName || record.merchantId : '';
  switch (record.kind) {
    case 'transaction':
      return {
        kind: 'transaction',
        title: record.txnNumber,
        detail: join(record.refNumber, dateTime(record.createdDateTime), merchant),
        to: paths.transactionDetail(record.txnNumber, staff ? record.merchantId : undefined),
      };
    case 'customer':
      return { kind: 'customer', title: record.accountNumber, detail: join(record.fullName, merchant), to: paths.customerView(record.custProfileId) };
    case 'user':
      return { kind: 'user', title: record.username, detail: join(record.fullName, merchant), to: paths.userView(record.merchantId, record.userId) };
  }
}

/** The queries of `value` and how their answers become matches, for the signed-in user. */
function useQuickFindPlan() {
  const { client, paths, timeZone } = usePortal();
  const { permissions } = usePortalSession();
  const { staff } = useStaffAccess();
  const { dateTime } = useDateFormat();
  const merchant = useMerchantInScope();
  const queriesOf = (value: string) =>
    quickFindCalls(value, { permissions, merchantId: merchant?.merchantId ?? null }).map((call) => ({
      ...quickFindQuery(call, value, { client, merchant, timeZone }),
      // The same value typed again shortly after answers at once; a failure shows at once.
      staleTime: 30_000,
      retry: false,
    }));
  const foundOf = (value: string, records: FoundRecord[]): QuickFindFound => {
    const seen = new Set<string>();
    const groups = QUICK_FIND_KINDS.map((kind) => ({
      kind,
      matches: records
        .filter((record) => record.kind === kind)
        .map((record) => matchOf(record, paths, staff, dateTime))
        // One transaction found by its number and by its reference shows once.
        .filter((match) => !seen.has(match.to) && Boolean(seen.add(match.to))),
    })).filter((group) => group.matches.length > 0);
    return { value, groups, count: groups.reduce((sum, group) => sum + group.matches.length, 0) };
  };
  return { queriesOf, foundOf };
}

/**
 * Searches `value` (null: nothing asked) with the calls the signed-in user's roles allow. A value
 * no allowed call can filter by is done at once with no match, asking nothing.
 */
export function useQuickFindSearch(value: string | null): QuickFindSearch {
  const { queriesOf, foundOf } = useQuickFindPlan();
  const results = useQueries({ queries: value === null ? [] : queriesOf(value) });
  if (value === null) return { status: 'idle' };
  if (results.some((result) => result.isPending)) return { status: 'searching', value };
  const found = foundOf(value, results.flatMap((result) => result.data ?? []));
  const failure = results.find((result) => result.isError);
  return failure ? { status: 'failed', error: failure.error, ...found } : { status: 'done', ...found };
}

/**
 * Searches a value now (Enter): the same calls and cache as {@link useQuickFindSearch}, answered
 * as a promise, so the one match opens as soon as it is known. Rejects when a call failed.
 */
export function useQuickFindNow(): (value: string) => Promise<QuickFindFound> {
  const queryClient = useQueryClient();
  const { queriesOf, foundOf } = useQuickFindPlan();
  return async (value: string) => foundOf(value, (await Promise.all(queriesOf(value).map((query) => queryClient.fetchQuery(query)))).flat());
}
