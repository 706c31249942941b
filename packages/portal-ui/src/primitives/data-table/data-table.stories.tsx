import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { textsOf } from '../../test-support/story-texts';
import { Badge } from '../badge';
import { DataTable, type DataTableColumn, type DataTableProps } from './data-table';
import { expectNoSidewaysScroll, expectTouchTarget, expectWithinViewportWidth } from './story-checks';
import type { SortState } from './sort';

interface UserRow {
  userId: string;
  username: string;
  fullName: string;
  createdDatetime: string;
  lastLogin: string;
  status: 'A' | 'I' | 'L';
}

const statusBadge = { A: <Badge tone="success">Active</Badge>, I: <Badge tone="neutral">Inactive</Badge>, L: <Badge tone="danger">Locked</Badge> };

const columns: DataTableColumn<UserRow>[] = [
  { id: 'userId', header: 'Id', cell: (row) => row.userId, hidden: true },
  { id: 'username', header: 'Username', sortable: true, cell: (row) => <a href={`#/users/view/${row.userId}`}>{row.username}</a> },
  { id: 'fullName', header: 'Full Name', sortable: true, cell: (row) => row.fullName },
  { id: 'createdDatetime', header: 'Create Date', sortable: true, cell: (row) => row.createdDatetime },
  { id: 'lastLogin', header: 'Last Login', sortable: true, cell: (row) => row.lastLogin },
  { id: 'status', header: 'Status', emphasis: 'status', cell: (row) => statusBadge[row.status] },
];

const users: UserRow[] = Array.from({ length: 25 }, (_, i) => ({
  userId: String(i + 1),
  username: `merchant${String(i + 1).padStart(2, '0')}`,
  fullName: `User ${i + 1}`,
  createdDatetime: `${String((i % 28) + 1).padStart(2, '0')}/08/2020 10:00:00`,
  // Every fourth user never signed in: the cell shows a dash.
  lastLogin: i % 4 === 0 ? '' : `${String((i % 28) + 1).padStart(2, '0')}/09/2020 08:30:00`,
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

const phone = { viewport: { value: 'phone' } };

/**
 * A phone: each row is a card, the linked username its title with the status badge beside it,
 * the other columns as label and value, a dash for a missing Last Login; 'Sort by' replaces the
 * headers and the page buttons are 44px touch targets. Nothing scrolls sideways.
 */
export const PhoneCards: Story = {
  globals: phone,
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expectNoSidewaysScroll();
    // The header row is hidden on cards, so the first card is the body's first row.
    const firstCard = canvasElement.querySelector<HTMLElement>('tbody tr')!;
    const [title, , , lastLogin, status] = within(firstCard).getAllByRole('cell');
    await expect(within(title!).getByRole('link', { name: 'merchant01' })).toBeVisible();
    await expectWithinViewportWidth(within(status!).getByText('Active'));
    // The badge shares the title's line: the top of the card, seen without scrolling.
    await expect(Math.abs(status!.getBoundingClientRect().top - title!.getBoundingClientRect().top)).toBeLessThan(24);
    await expect(getComputedStyle(lastLogin!, '::before').content).toContain('Last Login');
    await expect(lastLogin).toHaveAccessibleName(new RegExp(t('control.notSet')));
    await expect(within(lastLogin!).getByText('—')).toBeVisible();

    await expect(canvas.getByRole('columnheader', { hidden: true, name: /Username/ })).not.toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: t('table.sortBy') }));
    await userEvent.click(await screen.findByRole('option', { name: t('table.sortAscending', { column: 'Username' }) }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'username', direction: 'asc' });

    const nav = canvas.getByRole('navigation', { name: t('table.pages', { caption: 'Users' }) });
    for (const button of within(nav).getAllByRole('button')) await expectTouchTarget(button);
    // Between previous and next: the first, the current and the last page, on one line.
    await expect(within(nav).getAllByRole('button').map((button) => button.textContent)).toEqual(['‹', '1', '6', '›']);
    const tops = new Set(within(nav).getAllByRole('button').map((button) => button.getBoundingClientRect().top));
    await expect(tops.size).toBe(1);
    await userEvent.click(within(nav).getByRole('button', { name: t('table.nextPage') }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(within(nav).getAllByRole('button').map((button) => button.textContent)).toEqual(['‹', '1', '2', '6', '›']);
    await expectNoSidewaysScroll();
  },
};

/** A phone, a filtered search that found nothing: the text wraps, and Clear filters is offered. */
export const PhoneEmptyWithClearFilters: Story = {
  globals: phone,
  args: { rows: [], totalCount: 0, onClearFilters: fn() },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expectNoSidewaysScroll();
    await expectWithinViewportWidth(canvas.getByText(t('common.noDataFound')));
    const clear = canvas.getByRole('button', { name: t('table.clearFilters') });
    await expectWithinViewportWidth(clear);
    await expectTouchTarget(clear);
    await userEvent.click(clear);
    await expect(args.onClearFilters).toHaveBeenCalledTimes(1);
  },
};

/** A phone while the first answer loads: skeleton cards, the table busy, nothing sideways. */
export const PhoneLoading: Story = {
  globals: phone,
  args: { loading: true, rows: [] },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Users' })).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByText(textsOf(globals.locale)('table.loading'))).toBeVisible();
    await expectNoSidewaysScroll();
  },
};

/**
 * A phone while another page loads: the previous cards stay, dimmed; they are inert, so a tap
 * (or focus) cannot open a user of the old page.
 */
export const PhoneRefreshing: Story = {
  globals: phone,
  args: { refreshing: true },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Users' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    const link = canvasElement.querySelector<HTMLAnchorElement>('tbody a')!;
    await expect(link.closest('tbody')).toHaveAttribute('inert');
    link.focus();
    await expect(link).not.toHaveFocus();
    await expect(Number(getComputedStyle(link.closest('tbody')!).opacity)).toBeLessThan(1);
    await expectNoSidewaysScroll();
  },
};

/** A desktop: the table with sortable headers; no Sort by control; a dash for a missing Last Login. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expect(canvas.getByRole('columnheader', { name: /Username/ })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: t('table.sortBy') })).not.toBeInTheDocument();
    const lastLogin = within(canvas.getAllByRole('row')[1]!).getAllByRole('cell')[3]!;
    await expect(lastLogin).toHaveAccessibleName(t('control.notSet'));
    await expect(getComputedStyle(lastLogin, '::before').content).toBe('none');
  },
};

const manyColumns: DataTableColumn<UserRow>[] = [
  ...columns,
  ...Array.from({ length: 8 }, (_, i) => ({ id: `extra${i}`, header: `Extra column ${i + 1}`, cell: () => 'x' })),
];

/**
 * A table wider than its container (many columns), with nothing found: 'No data found' and Clear
 * filters stay in the visible part instead of centring in the scrolled-away width.
 */
export const EmptyWideTable: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { rows: [], totalCount: 0, columns: manyColumns, onClearFilters: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '52rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const table = within(canvasElement).getByRole('table', { name: 'Users' });
    const visible = table.parentElement!.getBoundingClientRect();
    await expect(table.getBoundingClientRect().width).toBeGreaterThan(visible.width);
    for (const element of [within(table).getByText(t('common.noDataFound')), within(table).getByRole('button', { name: t('table.clearFilters') })]) {
      const box = element.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(visible.left);
      await expect(box.right).toBeLessThanOrEqual(visible.right);
    }
  },
};
