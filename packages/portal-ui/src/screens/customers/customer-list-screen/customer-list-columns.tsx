import type { Schemas } from '@lego-portal/api-client';
import type { AreaTranslation } from '@lego-portal/rules';
import { approvalStatusOf, customerStatusOf } from '@lego-portal/rules';
import type { PortalContextValue } from '../../../provider/portal-provider';
import { Badge } from '../../../primitives/badge';
import type { DataTableColumn } from '../../../primitives/data-table';

/** A row of the customer list. */
export type CustomerListRow = Schemas['CustomerProfileListItem'];

/** What {@link customerListColumns} needs: the host's link and paths, and the texts in the portal's language. */
export interface CustomerListColumnsOptions extends Pick<PortalContextValue, 'navigation' | 'paths'> {
  texts: AreaTranslation<'customerList'>;
  statusTexts: AreaTranslation<'customerStatus'>;
}

/**
 * Columns of the customer list (spec section 2): the customer's account numbers link to the
 * customer's view; Status is ACTIVE or INACTIVE from `isActive`, Approval Status a PENDING
 * APPROVAL badge while a change waits (a dash, read as 'None', otherwise); the Id column is
 * visually hidden, in the table for assistive technology and tests. The cells are plain
 * functions of the row and the texts given here (no hook per row), so a page of 100 renders fast.
 */
export function customerListColumns({ navigation, paths, texts, statusTexts }: CustomerListColumnsOptions): DataTableColumn<CustomerListRow>[] {
  const { Link } = navigation;
  return [
    {
      id: 'bankAccts',
      header: texts.customerAccountNo,
      // Several accounts read as a list ('1234567890, 2345678901'); a customer without any (the
      // contract allows it) keeps a link, named by its id.
      cell: (row) => (
        <Link to={paths.customerView(row.custProfileId)}>
          {row.bankAccts?.length ? row.bankAccts.map((account) => account.accountNumber).join(', ') : row.custProfileId}
        </Link>
      ),
    },
    { id: 'fullName', header: texts.customerName, sortable: true, cell: (row) => row.fullName },
    { id: 'userId', header: texts.userId, sortable: true, priority: 2, cell: (row) => row.userId },
    { id: 'customerPaymentChannel', header: texts.paymentChannel, sortable: true, priority: 3, cell: (row) => row.customerPaymentChannel },
    {
      id: 'isActive',
      header: texts.status,
      sortable: true,
      emphasis: 'status',
      cell: (row) => {
        const status = customerStatusOf(row.isActive);
        return <Badge tone={status.tone}>{statusTexts[status.code]}</Badge>;
      },
    },
    {
      id: 'isPendingApproval',
      header: texts.approvalStatus,
      cell: (row) => {
        const approval = approvalStatusOf(row.isPendingApproval);
        return approval ? <Badge tone={approval.tone}>{statusTexts[approval.code]}</Badge> : null;
      },
    },
    { id: 'custProfileId', header: texts.id, hidden: 'visually', cell: (row) => row.custProfileId },
  ];
}
