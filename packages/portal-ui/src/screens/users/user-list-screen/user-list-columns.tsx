import type { Schemas } from '@lego-portal/api-client';
import type { AreaTranslation } from '@lego-portal/rules';
import type { DateFormat } from '../../../provider/date-format';
import type { PortalContextValue } from '../../../provider/portal-provider';
import type { DataTableColumn } from '../../../primitives/data-table';
import { UserStatusBadge } from '../user-status-badge';

/** A row of the user list. */
export type UserListRow = Schemas['UserListItem'];

/**
 * Columns of the user list (spec section 2): the username links to the user's view; dates show
 * as DD/MM/YYYY HH:mm:ss in the business time zone and the person's era (`dateTime`) (numeric in every language), Last Login a
 * dash (read as 'None') until the first sign-in; the status badge sits beside the username on a
 * phone's card. `texts` are the list's texts in the portal's language.
 */
export function userListColumns({
  navigation,
  paths,
  dateTime,
  texts,
}: Pick<PortalContextValue, 'navigation' | 'paths'> & Pick<DateFormat, 'dateTime'> & { texts: AreaTranslation<'userList'> }): DataTableColumn<UserListRow>[] {
  const { Link } = navigation;
  return [
    {
      id: 'username',
      header: texts.username,
      sortable: true,
      cell: (row) => <Link to={paths.userView(row.merchantId, row.userId)}>{row.username}</Link>,
    },
    { id: 'fullName', header: texts.fullName, sortable: true, cell: (row) => row.fullName ?? '' },
    { id: 'createdDatetime', header: texts.createDate, sortable: true, priority: 3, cell: (row) => dateTime(row.createdDatetime) },
    { id: 'lastLogin', header: texts.lastLogin, sortable: true, priority: 2, cell: (row) => dateTime(row.lastLogin) },
    { id: 'status', header: texts.status, sortable: true, emphasis: 'status', cell: (row) => <UserStatusBadge status={row.status} /> },
  ];
}
