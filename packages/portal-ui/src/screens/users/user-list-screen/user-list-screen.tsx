import { formatMessage, LABELS, USER_LIST_TEXTS } from '@lego-portal/rules';
import { useId, useMemo } from 'react';
import { css } from '../../../../styled-system/css';
import { usePortal } from '../../../provider/portal-provider';
import { Button } from '../../../primitives/button';
import { LoadFailure } from '../../../primitives/load-failure';
import { alwaysSorted, DataTable, type SortState } from '../../../primitives/data-table';
import { useTexts } from '../../../texts/texts-context';
import { useFailureText } from '../../../texts/use-failure-text';
import { UserListFilters } from './user-list-filters';
import { userListColumns } from './user-list-columns';
import type { UserSortColumn } from './user-list-search';
import { useUserList } from './use-user-list';

/** Props of {@link UserListScreen}. */
export interface UserListScreenProps {
  /** The page heading; the catalogue's 'User' (the menu entry, `userList.heading`) by default. */
  heading?: string;
}

const styles = {
  section: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
  header: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '4' }),
  heading: css({ fontSize: '2xl', fontWeight: 'semibold', lineHeight: 'tight' }),
};

/**
 * The user list of the signed-in user's merchant (route `/user`, spec section 2): username and
 * status filters, a server-sorted and paged table whose state lives in the URL, and New User.
 * A filtered search that finds nobody offers 'Clear filters', which does what Reset does. On a
 * narrow container (a phone) the table shows a card per user. Render it inside the host's frame;
 * it is a section with the page's one h1.
 */
export function UserListScreen({ heading }: UserListScreenProps) {
  const { navigation, paths, timeZone } = usePortal();
  const { search, query, update, reset } = useUserList();
  const texts = useTexts('userList', USER_LIST_TEXTS);
  const labels = useTexts('label', LABELS);
  const failureText = useFailureText();
  const headingId = useId();
  const columns = useMemo(() => userListColumns({ navigation, paths, timeZone, texts }), [navigation, paths, timeZone, texts]);
  const data = query.data?.getAllResponse;
  const filtered = search.username !== '' || search.status !== '';

  const onSortChange = (next: SortState) => {
    const sort = alwaysSorted(next, search.sort);
    update({ sort: { column: sort.column as UserSortColumn, direction: sort.direction }, page: 1 });
  };

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className={styles.header}>
        <h1 id={headingId} className={styles.heading}>
          {heading ?? texts.heading}
        </h1>
        <Button onClick={() => navigation.navigate(paths.userCreate())}>{labels.newUser}</Button>
      </div>
      <UserListFilters
        key={`${search.username}\n${search.status}`}
        username={search.username}
        status={search.status}
        onSearch={(filters) => update({ ...filters, page: 1 })}
        onReset={reset}
      />
      {query.isError && !data ? (
        <LoadFailure message={formatMessage(texts.loadFailed, { reason: failureText(query.error) })} retrying={query.isFetching} onRetry={() => query.refetch()} />
      ) : (
        <DataTable
          caption={texts.caption}
          hideCaption
          columns={columns}
          rows={data?.userProfileList ?? []}
          getRowId={(row) => row.userId}
          sort={search.sort}
          onSortChange={onSortChange}
          page={search.page}
          pageSize={search.size}
          totalCount={data?.totalSize ?? 0}
          onPageChange={(page) => update({ page })}
          onPageSizeChange={(size) => update({ size, page: 1 })}
          loading={query.isPending}
          // The previous answer stays on screen while the next loads (keepPreviousData); its rows
          // must not open a user meanwhile, which is what a hurried click on the first row did.
          refreshing={query.isFetching && !query.isPending}
          onClearFilters={filtered ? reset : undefined}
        />
      )}
    </section>
  );
}
