import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { tallBoxStory } from './story-support';
import { useTableEdges } from './table-edges';
import { TableScrollBox } from './table-scroll-box';

// Stories are not scanned for styles: inline ones here, and the box's from story-support.
const cell = { padding: '0.5rem 0.75rem', textAlign: 'start', whiteSpace: 'nowrap', borderBottom: '1px solid #d1d5db' } as const;
const head = { ...cell, position: 'sticky', top: 0, background: '#f3f4f6' } as const;

interface DemoProps {
  /** Columns of the table. */
  columns: number;
  /** Rows of the table. */
  rows: number;
  /** The width the box is given. */
  width: string;
  /** Whether the box has a maximum height (and a sticky header). */
  tall?: boolean;
}

function Demo({ columns, rows, width, tall = false }: DemoProps) {
  const [ref, edges] = useTableEdges();
  const captionId = useId();
  const names = Array.from({ length: columns }, (_, i) => `Column ${i + 1}`);
  return (
    <div style={{ width }}>
      <TableScrollBox labelledBy={captionId} edges={edges} boxRef={ref} className={tall ? tallBoxStory : undefined}>
        <table style={{ width: '100%', borderCollapse: 'separate', borderSpacing: 0 }}>
          <caption id={captionId} style={{ textAlign: 'start', fontWeight: 600, padding: '0.5rem 0' }}>
            Daily totals
          </caption>
          <thead>
            <tr>
              {names.map((name) => (
                <th key={name} scope="col" style={head}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: rows }, (_, row) => (
              <tr key={row}>
                {names.map((name, column) => (
                  <td key={name} style={cell}>
                    {column === 0 ? <a href={`#row-${row + 1}`}>{`Row ${row + 1}`}</a> : `${(row + 1) * (column + 1)} THB`}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScrollBox>
    </div>
  );
}

const meta = { title: 'Primitives/TableScrollBox', component: Demo, args: { columns: 3, rows: 3, width: '40rem' } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The table fits: no region, no Tab stop, no line; the box is only a box. */
export const Fits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Daily totals' })).toBeVisible();
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.queryByText('Scroll sideways for more columns')).toBeNull();
  },
};

/** Wider than its box: a region named by the caption that the keyboard reaches and scrolls, a line and a fade saying so. */
export const Overflowing: Story = {
  args: { columns: 12, rows: 4, width: '20rem' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Daily totals' });
    await expect(region).toHaveAttribute('data-overflowing');
    await expect(canvas.getByText('Scroll sideways for more columns')).toBeVisible();
    await userEvent.tab();
    await expect(region).toHaveFocus();
    // Scrolled from its start (as the arrow keys do), it says so, for a sticky column's shadow.
    region.scrollLeft = 200;
    await waitFor(() => expect(region).toHaveAttribute('data-scrolled'));
    // The page itself never scrolls sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Taller than a box of a maximum height: a region the keyboard scrolls down; nothing said of sideways. */
export const Tall: Story = {
  args: { columns: 3, rows: 40, width: '30rem', tall: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Daily totals' });
    await expect(region).not.toHaveAttribute('data-overflowing');
    await expect(canvas.queryByText('Scroll sideways for more columns')).toBeNull();
    // A link reached by Tab far down the table is scrolled clear of the sticky header.
    const last = canvas.getByRole('link', { name: 'Row 40' });
    last.focus();
    const header = canvas.getAllByRole('columnheader')[0]!.getBoundingClientRect();
    await expect(last.getBoundingClientRect().top).toBeGreaterThanOrEqual(header.bottom - 1);
  },
};
