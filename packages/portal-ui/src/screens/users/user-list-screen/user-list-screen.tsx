import { LABELS, USER_LIST_TEXTS } from '@lego-portal/rules';
import { useMemo } from 'react';
import { usePortal } from '../../../provider/portal-provider';
import { useDateFormat } from '../../../provider/date-format';
import { Button } from '../../../primitives/button';
import { PagedResults, SavedViewsMenu } from '../../../lists';
import { useTexts } from '../../../texts/texts-context';
import { UserListFilters } from './user-list-filters';
import { FilterPanel, countActiveFilters } from '../../../fields/filter-panel';
import { DEFAULT_USER_LIST_SEARCH } from './user-list-search';
import { userListColumns } from './user-list-columns';
import { useUserList } from './use-user-list';
import { PageSection } from '../../../primitives/page-section';

/** Props of {@link UserListScreen}. */
export interface UserListScreenProps {
  /** The page heading; the catalogue's 'User' (the menu entry, `userList.heading`) by default. */
  heading?: string;
}

/**
 * The user list of the signed-in user's merchant (route `/user`, spec section 2): username and
 * status filters, a server-sorted and paged table whose state lives in the URL, and New User.
 * A filtered search that finds nobody offers 'Clear filters', which does what Reset does. On a
 * narrow container (a phone) the table shows a card per user. Render it inside the host's frame;
 * it is a section with the page's one h1.
 */
export function UserListScreen({ heading }: UserListScreenProps) {
  const { navigation, paths } = usePortal();
  const { dateTime } = useDateFormat();
  const list = useUserList();
  const { search, query, update, reset } = list;
  const texts = useTexts('userList', USER_LIST_TEXTS);
  const labels = useTexts('label', LABELS);
  const columns = useMemo(() => userListColumns({ navigation, paths, dateTime, texts }), [navigation, paths, dateTime, texts]);
  const data = query.data?.getAllResponse;

  return (
    <PageSection
      heading={heading ?? texts.heading}
      actions={<Button onClick={() => navigation.navigate(paths.userCreate())}>{labels.newUser}</Button>}
    >
      <SavedViewsMenu list="users" columns={columns} />
      <FilterPanel active={countActiveFilters(search, DEFAULT_USER_LIST_SEARCH)}>
        <UserListFilters
          key={`${search.username}\n${search.status}`}
          username={search.username}
          status={search.status}
          onSearch={(filters) => update({ ...filters, page: 1 })}
          onReset={reset}
        />
      </FilterPanel>
      <PagedResults
        list={list}
        rows={data?.userProfileList}
        totalCount={data?.totalSize ?? 0}
        columns={columns}
        getRowId={(row) => row.userId}
        caption={texts.caption}
        loadFailed={texts.loadFailed}
        filtered={search.username !== '' || search.status !== ''}
        keepSorted
      />
    </PageSection>
  );
}
