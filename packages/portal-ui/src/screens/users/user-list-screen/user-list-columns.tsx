import type { Schemas } from '@lego-portal/api-client';
import { formatDisplayDateTime, statusOf, USER_STATUSES } from '@lego-portal/rules';
import type { PortalContextValue } from '../../../provider/portal-provider';
import { Badge } from '../../../primitives/badge';
import type { DataTableColumn } from '../../../primitives/data-table';

/** A row of the user list. */
export type UserListRow = Schemas['UserListItem'];

/**
 * Columns of the user list (spec section 2): the username links to the user's view; dates show
 * as DD/MM/YYYY HH:mm:ss in the business time zone, Last Login empty until the first sign-in.
 */
export function userListColumns({ navigation, paths, timeZone }: Pick<PortalContextValue, 'navigation' | 'paths' | 'timeZone'>): DataTableColumn<UserListRow>[] {
  const { Link } = navigation;
  return [
    {
      id: 'username',
      header: 'Username',
      sortable: true,
      cell: (row) => <Link to={paths.userView(row.merchantId, row.userId)}>{row.username}</Link>,
    },
    { id: 'fullName', header: 'Full Name', sortable: true, cell: (row) => row.fullName ?? '' },
    { id: 'createdDatetime', header: 'Create Date', sortable: true, cell: (row) => formatDisplayDateTime(row.createdDatetime, timeZone) },
    { id: 'lastLogin', header: 'Last Login', sortable: true, cell: (row) => formatDisplayDateTime(row.lastLogin, timeZone) },
    {
      id: 'status',
      header: 'Status',
      sortable: true,
      cell: (row) => {
        const status = statusOf(USER_STATUSES, row.status);
        return <Badge tone={status.tone}>{status.label}</Badge>;
      },
    },
  ];
}
