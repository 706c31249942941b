import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { COMMON_MESSAGES, DEFAULT_PAGE_SIZE as RULES_DEFAULT_PAGE_SIZE, PAGE_SIZES as RULES_PAGE_SIZES } from '@lego-portal/rules';
import { MESSAGES_TH } from '@lego-portal/rules/th';
import { describe, expect, it, vi } from 'vitest';
import { TextsProvider } from '../../texts/texts-context';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '.';
import { DataTable, type DataTableColumn } from './data-table';
import { alwaysSorted, type SortState } from './sort';

interface UserRow {
  userId: string;
  username: string;
  fullName: string;
}

const columns: DataTableColumn<UserRow>[] = [
  { id: 'userId', header: 'Id', cell: (row) => row.userId, hidden: true },
  { id: 'username', header: 'Username', cell: (row) => <a href={`#/users/${row.userId}`}>{row.username}</a>, sortable: true },
  { id: 'fullName', header: 'Full Name', cell: (row) => row.fullName, sortable: true },
];

const rows: UserRow[] = [
  { userId: '1', username: 'alice01', fullName: 'Alice A.' },
  { userId: '2', username: 'bobby02', fullName: 'Bob B.' },
];

interface HarnessProps {
  data?: UserRow[];
  totalCount?: number;
  loading?: boolean;
  refreshing?: boolean;
  tableColumns?: DataTableColumn<UserRow>[];
  onClearFilters?: () => void;
  onSortChange?: (sort: SortState) => void;
  onPageSizeChange?: (size: number) => void;
  onPageChange?: (page: number) => void;
}

function Harness({ data = rows, totalCount = data.length, tableColumns = columns, onSortChange, onPageSizeChange, onPageChange, ...rest }: HarnessProps) {
  const [sort, setSort] = useState<SortState>(null);
  const [pageSize, setPageSize] = useState(25);
  const [page, setPage] = useState(1);
  return (
    <DataTable
      {...rest}
      caption="Users"
      columns={tableColumns}
      rows={data}
      getRowId={(row) => row.userId}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        onSortChange?.(next);
      }}
      page={page}
      pageSize={pageSize}
      totalCount={totalCount}
      onPageChange={(next) => {
        setPage(next);
        onPageChange?.(next);
      }}
      onPageSizeChange={(next) => {
        setPageSize(next);
        onPageSizeChange?.(next);
      }}
    />
  );
}

describe('DataTable', () => {
  it('cycles a column through ascending, descending and default order, with aria-sort', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    render(<Harness onSortChange={onSortChange} />);
    const header = screen.getByRole('columnheader', { name: /Username/ });
    expect(header).toHaveAttribute('aria-sort', 'none');

    const sortButton = within(header).getByRole('button', { name: /Username/ });
    await user.click(sortButton);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'username', direction: 'asc' });

    await user.click(sortButton);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'username', direction: 'desc' });

    await user.click(sortButton);
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(onSortChange).toHaveBeenLastCalledWith(null);
  });

  it('starts another column ascending and resets the first one', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: /Username/ }));
    await user.click(screen.getByRole('button', { name: /Full Name/ }));
    expect(screen.getByRole('columnheader', { name: /Full Name/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Username/ })).toHaveAttribute('aria-sort', 'none');
  });

  it('hides hidden columns, renders links in cells and shows the total', () => {
    render(<Harness />);
    expect(screen.queryByRole('columnheader', { name: 'Id' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'alice01' })).toHaveAttribute('href', '#/users/1');
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
  });

  it("keeps a visually hidden column in the table, never a card's title nor a sort choice", async () => {
    const user = userEvent.setup();
    const idFirst: DataTableColumn<UserRow>[] = [{ ...columns[0]!, hidden: 'visually', sortable: true }, ...columns.slice(1)];
    render(<Harness tableColumns={idFirst} />);
    const id = screen.getByRole('columnheader', { name: 'Id' });
    expect(within(id).queryByRole('button')).not.toBeInTheDocument();
    const [first] = within(screen.getByRole('table', { name: 'Users' })).getAllByRole('row').slice(1);
    const cells = within(first!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['1', 'alice01', 'Alice A.']);
    expect(cells[0]).toHaveAttribute('data-card', 'hidden');
    expect(cells[1]).toHaveAttribute('data-card', 'title');
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    const choices = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(choices.some((choice) => choice?.startsWith('Id'))).toBe(false);
  });

  it("shows 'No data found' when the search returns nothing", () => {
    render(<Harness data={[]} />);
    expect(screen.getByRole('cell', { name: 'No data found' })).toBeInTheDocument();
    expect(screen.getByText('Showing 0–0 of 0')).toBeInTheDocument();
  });

  it('shows skeleton rows and marks the table busy while loading', () => {
    render(<Harness loading />);
    const table = screen.getByRole('table', { name: 'Users' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    // The header row and five placeholder rows, whatever the page size.
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 5);
  });

  it('offers page sizes 25, 50, 75 and 100 and reports the chosen one', async () => {
    const user = userEvent.setup();
    const onPageSizeChange = vi.fn();
    render(<Harness onPageSizeChange={onPageSizeChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['25', '50', '75', '100']);
    await user.click(screen.getByRole('option', { name: '50' }));
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveTextContent('50');
  });

  it("takes its page sizes and 'No data found' from the rules, and still exports them under its own names", async () => {
    const user = userEvent.setup();
    render(<Harness data={[]} />);
    expect(screen.getByRole('cell', { name: COMMON_MESSAGES.noDataFound })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    expect(screen.getAllByRole('option').map((option) => Number(option.textContent))).toEqual([...RULES_PAGE_SIZES]);
    expect(PAGE_SIZES).toBe(RULES_PAGE_SIZES);
    expect(DEFAULT_PAGE_SIZE).toBe(RULES_DEFAULT_PAGE_SIZE);
  });

  it('shows its own texts in Thai: page size, range, paging, loading and the empty text', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <TextsProvider locale="th">
        <Harness totalCount={120} />
      </TextsProvider>,
    );
    expect(await screen.findByText('แสดง 1–25 จาก 120 รายการ')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: MESSAGES_TH['table.rowsPerPage'] })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'เลขหน้าของUsers' });
    await user.click(within(nav).getByRole('button', { name: MESSAGES_TH['table.nextPage'] }));
    expect(within(nav).getByRole('button', { name: /^หน้า 2/ })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: MESSAGES_TH['table.previousPage'] })).toBeEnabled();

    rerender(
      <TextsProvider locale="th">
        <Harness data={[]} />
      </TextsProvider>,
    );
    expect(screen.getByRole('cell', { name: MESSAGES_TH['common.noDataFound'] })).toBeInTheDocument();
    rerender(
      <TextsProvider locale="th">
        <Harness loading />
      </TextsProvider>,
    );
    expect(screen.getByText(MESSAGES_TH['table.loading'])).toBeInTheDocument();
  });

  it('moves between pages and marks the current one', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Harness totalCount={120} onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation', { name: 'Users pages' });
    expect(within(nav).getByRole('button', { name: /Page 1/ })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await user.click(within(nav).getByRole('button', { name: /Page 5/ }));
    expect(onPageChange).toHaveBeenLastCalledWith(5);
    expect(within(nav).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it("shows a dash for an empty cell, which assistive technology reads as 'Not set' (Thai too)", () => {
    const withLastLogin: DataTableColumn<UserRow>[] = [...columns, { id: 'lastLogin', header: 'Last Login', cell: (row) => (row.userId === '1' ? '' : '01/08/2020 10:00:00') }];
    const { rerender } = render(<Harness tableColumns={withLastLogin} />);
    const [alice, bob] = screen.getAllByRole('row').slice(1);
    const never = within(alice!).getAllByRole('cell')[2]!;
    expect(never).toHaveAccessibleName('Not set');
    expect(within(never).getByText('—')).toHaveAttribute('aria-hidden', 'true');
    expect(within(bob!).getAllByRole('cell')[2]).toHaveTextContent(/^01\/08\/2020 10:00:00$/);

    rerender(
      <TextsProvider locale="th">
        <Harness tableColumns={withLastLogin} />
      </TextsProvider>,
    );
    expect(within(screen.getAllByRole('row')[1]!).getAllByRole('cell')[2]).toHaveAccessibleName(MESSAGES_TH['control.notSet']);
  });

  it("offers 'Clear filters' beside 'No data found' only when the caller can clear them", async () => {
    const user = userEvent.setup();
    const onClearFilters = vi.fn();
    const { rerender } = render(<Harness data={[]} onClearFilters={onClearFilters} />);
    const empty = screen.getByRole('cell', { name: /No data found/ });
    await user.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    expect(onClearFilters).toHaveBeenCalledTimes(1);

    rerender(<Harness data={[]} />);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    rerender(<Harness onClearFilters={onClearFilters} />);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  // jsdom has no container queries, so the narrow table's 'Sort by' control is rendered beside the
  // headers here; in a browser only one of them shows at a time.
  it("sorts with the 'Sort by' control of the cards: every sortable column both ways", async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    render(<Harness onSortChange={onSortChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Default order',
      'Username, ascending',
      'Username, descending',
      'Full Name, ascending',
      'Full Name, descending',
    ]);
    await user.click(screen.getByRole('option', { name: 'Full Name, descending' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'fullName', direction: 'desc' });
    expect(screen.getByRole('columnheader', { name: /Full Name/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Full Name, descending');

    // A header click shows in the control too.
    await user.click(within(screen.getByRole('columnheader', { name: /Username/ })).getByRole('button'));
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Username, ascending');
  });

  it('keeps the previous rows while refreshing, busy and inert so none can be opened', () => {
    const { rerender } = render(<Harness refreshing />);
    const table = screen.getByRole('table', { name: 'Users' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    const link = within(table).getByRole('link', { name: 'alice01' });
    expect(link.closest('tbody')).toHaveAttribute('inert');
    // Paging and sorting stay usable: asking for something else is not a mistake.
    expect(screen.getByRole('button', { name: /Username/ }).closest('[inert]')).toBeNull();

    rerender(<Harness />);
    expect(table).not.toHaveAttribute('aria-busy');
    expect(link.closest('[inert]')).toBeNull();
  });
});

describe('alwaysSorted', () => {
  it("keeps the table's sort, and turns its third click (the default) into the other direction", () => {
    const current = { column: 'createdDatetime', direction: 'desc' as const };
    expect(alwaysSorted({ column: 'username', direction: 'asc' }, current)).toEqual({ column: 'username', direction: 'asc' });
    expect(alwaysSorted(null, current)).toEqual({ column: 'createdDatetime', direction: 'asc' });
    expect(alwaysSorted(null, { column: 'username', direction: 'asc' })).toEqual({ column: 'username', direction: 'desc' });
  });
});
