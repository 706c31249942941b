import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { textsOf } from '../../test-support/story-texts';
import { Badge } from '../badge';
import { DataTable, type DataTableColumn, type DataTableProps } from './data-table';
import type { SortState } from './sort';

interface UserRow {
  userId: string;
  username: string;
  fullName: string;
  createdDatetime: string;
  status: 'A' | 'I' | 'L';
}

const statusBadge = { A: <Badge tone="success">Active</Badge>, I: <Badge tone="neutral">Inactive</Badge>, L: <Badge tone="danger">Locked</Badge> };

const columns: DataTableColumn<UserRow>[] = [
  { id: 'userId', header: 'Id', cell: (row) => row.userId, hidden: true },
  { id: 'username', header: 'Username', sortable: true, cell: (row) => <a href={`#/users/view/${row.userId}`}>{row.username}</a> },
  { id: 'fullName', header: 'Full Name', sortable: true, cell: (row) => row.fullName },
  { id: 'createdDatetime', header: 'Create Date', sortable: true, cell: (row) => row.createdDatetime },
  { id: 'status', header: 'Status', cell: (row) => statusBadge[row.status] },
];

const users: UserRow[] = Array.from({ length: 25 }, (_, i) => ({
  userId: String(i + 1),
  username: `merchant${String(i + 1).padStart(2, '0')}`,
  fullName: `User ${i + 1}`,
  createdDatetime: `${String((i % 28) + 1).padStart(2, '0')}/08/2020 10:00:00`,
  status: (['A', 'I', 'L'] as const)[i % 3]!,
}));

function Controlled(props: DataTableProps<UserRow>) {
  const [sort, setSort] = useState<SortState>(props.sort);
  const [page, setPage] = useState(props.page);
  const [pageSize, setPageSize] = useState(props.pageSize);
  return (
    <DataTable
      {...props}
      sort={sort}
      page={page}
      pageSize={pageSize}
      onSortChange={(next) => {
        setSort(next);
        props.onSortChange(next);
      }}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
      onPageSizeChange={(next) => {
        setPageSize(next);
        props.onPageSizeChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/DataTable',
  component: DataTable<UserRow>,
  render: (args) => <Controlled {...args} />,
  args: {
    caption: 'Users',
    columns,
    rows: users,
    getRowId: (row) => row.userId,
    sort: { column: 'createdDatetime', direction: 'desc' },
    page: 1,
    pageSize: 25,
    totalCount: 132,
    onSortChange: fn(),
    onPageChange: fn(),
    onPageSizeChange: fn(),
  },
} satisfies Meta<typeof DataTable<UserRow>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sorting cycles ascending, descending, default; the header says so with aria-sort. */
export const Filled: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expect(canvas.getByRole('columnheader', { name: /Create Date/ })).toHaveAttribute('aria-sort', 'descending');
    const username = canvas.getByRole('columnheader', { name: /Username/ });
    await userEvent.click(within(username).getByRole('button'));
    await expect(username).toHaveAttribute('aria-sort', 'ascending');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'username', direction: 'asc' });
    await userEvent.click(within(username).getByRole('button'));
    await expect(username).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.queryByRole('columnheader', { name: 'Id' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'merchant01' })).toBeVisible();
    await expect(canvas.getByText(t('table.showing', { first: 1, last: 25, total: 132 }))).toBeVisible();
  },
};

export const Paging: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    const nav = canvas.getByRole('navigation', { name: t('table.pages', { caption: 'Users' }) });
    await userEvent.click(within(nav).getByRole('button', { name: t('table.nextPage') }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(within(nav).getByRole('button', { name: new RegExp(`^${t('table.page', { page: 2 })}`) })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(canvas.getByRole('combobox', { name: t('table.rowsPerPage') }));
    await expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['25', '50', '75', '100']);
    await userEvent.click(screen.getByRole('option', { name: '100' }));
    await expect(args.onPageSizeChange).toHaveBeenLastCalledWith(100);
  },
};

export const Loading: Story = {
  args: { loading: true, rows: [] },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Users' })).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByText(textsOf(globals.locale)('table.loading'))).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [], totalCount: 0 },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await expect(within(canvasElement).getByRole('cell', { name: t('common.noDataFound') })).toBeVisible();
    await expect(within(canvasElement).getByText(t('table.showing', { first: 0, last: 0, total: 0 }))).toBeVisible();
  },
};
