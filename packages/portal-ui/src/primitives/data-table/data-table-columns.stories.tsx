/**
 * A DataTable that fits the work: columns that give way on a laptop, the 'Columns' chooser (by
 * keyboard), the choice remembered per user through the host's storage, the columns that are
 * always shown, and a table that still does not fit scrolling in its own box with a cue.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactElement } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { PortalStorage } from '../../provider/portal-storage';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../../test-support/portal-harness';
import { textsOf } from '../../test-support/story-texts';
import { Badge } from '../badge';
import { DataTable, type DataTableColumn } from './data-table';
import type { SortState } from './sort';

interface Payment {
  id: string;
  created: string;
  reference: string;
  customer: string;
  account: string;
  amount: string;
  fee: string;
  status: string;
}

const columns: DataTableColumn<Payment>[] = [
  { id: 'id', header: 'Transaction No.', cell: (row) => <a href={`#/payments/${row.id}`}>{row.id}</a> },
  { id: 'created', header: 'Created Date Time', cell: (row) => row.created },
  { id: 'reference', header: 'Merchant Reference', priority: 2, cell: (row) => row.reference },
  { id: 'customer', header: "Merchant's Customer No.", priority: 2, cell: (row) => row.customer },
  { id: 'account', header: 'Payer Account', priority: 3, cell: (row) => row.account },
  { id: 'amount', header: 'Amount', align: 'end', cell: (row) => row.amount },
  { id: 'fee', header: 'Merchant Fee', align: 'end', priority: 3, cell: (row) => row.fee },
  { id: 'status', header: 'Status', emphasis: 'status', cell: (row) => <Badge tone="success">{row.status}</Badge> },
];

const rows: Payment[] = Array.from({ length: 5 }, (_, i) => ({
  id: `TX000000${2000 - i}`,
  created: `27/11/2026 0${i}:15:00`,
  reference: `INV90497${i}4`,
  customer: `CUST0042${i}`,
  account: `174166481${i}`,
  amount: '43,503.32',
  fee: '21.59',
  status: 'PAYMENT SUCCESS',
}));

/** A host's storage as a record, so a story reads what was kept and for whom. */
function recordStorage(initial: Record<string, string> = {}): PortalStorage & { record: Record<string, string> } {
  const record = { ...initial };
  return {
    record,
    get: (key) => record[key] ?? null,
    set: (key, value) => {
      if (value === null) delete record[key];
      else record[key] = value;
    },
  };
}

const KEY = 'lego-portal:demo_full:data-table:payments:columns';

function Table({ storage, width, tableColumns = columns }: { storage: PortalStorage; width: string; tableColumns?: DataTableColumn<Payment>[] }) {
  const [sort, setSort] = useState<SortState>(null);
  return (
    <PortalHarness session={staticSession(FULL_ACCESS_USER)} storage={storage}>
      <div style={{ width }}>
        <DataTable
          caption="Payments"
          tableId="payments"
          columns={tableColumns}
          rows={rows}
          getRowId={(row) => row.id}
          sort={sort}
          onSortChange={setSort}
          page={1}
          pageSize={25}
          totalCount={rows.length}
          onPageChange={() => {}}
          onPageSizeChange={() => {}}
        />
      </div>
    </PortalHarness>
  );
}

const meta = {
  title: 'Primitives/DataTable/Columns',
  globals: { viewport: { value: 'desktop' } },
  render: () => <></>,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const story = (node: () => ReactElement, play: Story['play']): Story => ({ render: node, play });
const header = (root: HTMLElement, id: string) => root.querySelector<HTMLElement>(`th[data-column-id="${id}"]`);
const scrollerOf = (root: HTMLElement) => root.querySelector('table')!.parentElement!;

/** `element` is inside the table's visible box: seen without scrolling sideways. */
async function expectInBox(root: HTMLElement, element: HTMLElement | null) {
  await expect(element).not.toBeNull();
  const box = scrollerOf(root).getBoundingClientRect();
  const cell = element!.getBoundingClientRect();
  await expect(cell.left).toBeGreaterThanOrEqual(box.left);
  await expect(cell.right).toBeLessThanOrEqual(box.right + 0.5);
}

const mayGiveWay = ['reference', 'customer', 'account', 'fee'];

/**
 * A laptop's box (60rem): some of the columns of a lower priority give way (never the number,
 * date, amount or status), nothing scrolls, the number and the status show without scrolling,
 * and 'Columns' says how many are hidden.
 */
export const FitsALaptop = story(
  () => <Table storage={recordStorage()} width="60rem" />,
  async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await waitFor(() => expect(mayGiveWay.filter((id) => !header(canvasElement, id)).length).toBeGreaterThan(0));
    const hidden = mayGiveWay.filter((id) => !header(canvasElement, id));
    for (const id of ['id', 'created', 'amount', 'status']) await expect(header(canvasElement, id)).not.toBeNull();
    await expectInBox(canvasElement, header(canvasElement, 'id'));
    await expectInBox(canvasElement, header(canvasElement, 'status'));
    await expect(header(canvasElement, 'status')).toHaveAttribute('data-emphasis', 'status');
    await expect(scrollerOf(canvasElement)).not.toHaveAttribute('data-overflowing');
    await expect(within(canvasElement).getByRole('button', { name: t('table.columnsHidden', { hidden: hidden.length }) })).toBeVisible();
  },
);

// A new storage each time the story is rendered (once per language run), read by its play function.
let chooserStorage = recordStorage();

/**
 * 'Columns' by keyboard: Enter opens it, arrows move, Space shows a hidden column and the menu
 * stays open; the number and the status are listed, checked and cannot be changed. The choice is
 * kept in the host's storage under the signed-in user's key.
 */
export const ChooserByKeyboard = story(
  () => {
    chooserStorage = recordStorage();
    return <Table storage={chooserStorage} width="60rem" />;
  },
  async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const trigger = await within(canvasElement).findByRole('button', { name: new RegExp(`^${t('table.columns')}`) });
    await waitFor(() => expect(mayGiveWay.some((id) => !header(canvasElement, id))).toBe(true));
    const hiddenBefore = mayGiveWay.filter((id) => !header(canvasElement, id));
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    const item = (name: string) => within(menu).getByRole('menuitemcheckbox', { name: new RegExp(`^${name}`) });
    await expect(item('Transaction No.')).toHaveAttribute('aria-disabled', 'true');
    await expect(item('Status')).toHaveAttribute('aria-disabled', 'true');
    const name = columns.find((column) => column.id === hiddenBefore[0])!.header as string;
    await expect(item(name)).toHaveAttribute('aria-checked', 'false');
    for (let step = 0; step < 10 && !item(name).hasAttribute('data-highlighted'); step += 1) await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(item(name)).toHaveAttribute('aria-checked', 'true'));
    await expect(header(canvasElement, hiddenBefore[0]!)).not.toBeNull();
    await expect(JSON.parse(chooserStorage.record[KEY]!)).toEqual({ hidden: hiddenBefore.slice(1) });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
);

/**
 * What the person chose before, read back from the host's storage: Amount stays hidden on a
 * wide box where everything would fit; a stored wish to hide the status is not honoured.
 */
export const RemembersTheChoice = story(
  () => <Table storage={recordStorage({ [KEY]: JSON.stringify({ hidden: ['amount', 'status', 'id'] }) })} width="90rem" />,
  async ({ canvasElement }) => {
    await waitFor(() => expect(header(canvasElement, 'fee')).not.toBeNull());
    await expect(header(canvasElement, 'amount')).toBeNull();
    await expect(header(canvasElement, 'status')).not.toBeNull();
    await expect(header(canvasElement, 'id')).not.toBeNull();
  },
);

/** The chooser open, for the eye. */
export const ChooserOpen = story(
  () => <Table storage={recordStorage()} width="60rem" />,
  async ({ canvasElement, globals }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: new RegExp(`^${textsOf(globals.locale)('table.columns')}`) }));
    await expect(await screen.findByRole('menu')).toBeVisible();
  },
);

const essential = columns.map((column) => ({ ...column, priority: undefined }));

/**
 * Chosen columns that do not fit a 40rem box: the table scrolls in its own box (never the page),
 * which carries `data-overflowing`, fades at its end and says so; the number stays in place.
 */
export const Overflowing = story(
  () => <Table storage={recordStorage()} width="50rem" tableColumns={essential} />,
  async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const scroller = scrollerOf(canvasElement);
    await waitFor(() => expect(scroller).toHaveAttribute('data-overflowing'));
    await expect(within(canvasElement).getByText(t('table.scrollForMore'))).toBeVisible();
    await expect(scroller.nextElementSibling).toHaveAttribute('data-visible');
    await waitFor(() => expect(getComputedStyle(scroller.nextElementSibling!).opacity).toBe('1'));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    scroller.scrollLeft = scroller.scrollWidth;
    await waitFor(() => expect(scroller.nextElementSibling).not.toHaveAttribute('data-visible'));
    // The identifying column stuck to the box's start while the rest scrolled.
    await expect(Math.round(header(canvasElement, 'id')!.getBoundingClientRect().left)).toBe(Math.round(scroller.getBoundingClientRect().left + 1));
    await expectInBox(canvasElement, header(canvasElement, 'status'));
  },
);
