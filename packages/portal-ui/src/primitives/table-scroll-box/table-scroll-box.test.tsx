import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextsProvider } from '../../texts/texts-context';
import { edgesOf, NO_EDGES, type TableEdges } from './table-edges';
import { TableScrollBox } from './table-scroll-box';

function Box({ edges, hint }: { edges: TableEdges; hint?: boolean }) {
  return (
    <TableScrollBox labelledBy="caption" edges={edges} boxRef={null} hint={hint}>
      <table>
        <caption id="caption">Daily totals</caption>
        <tbody>
          <tr>
            <td>1</td>
          </tr>
        </tbody>
      </table>
    </TableScrollBox>
  );
}

const wide: TableEdges = { overflowing: true, scrolled: false, more: true, tall: false };

/** A box of `box` px holding a table of `table` px, as a browser would measure them. */
function measured(box: { width: number; height: number }, table: { width: number; height: number }, scrollLeft = 0) {
  const scroller = document.createElement('div');
  scroller.style.maxHeight = '30rem';
  scroller.append(document.createElement('table'));
  Object.defineProperties(scroller, {
    clientWidth: { value: box.width },
    clientHeight: { value: box.height },
    scrollWidth: { value: Math.max(box.width, table.width) },
    scrollHeight: { value: Math.max(box.height, table.height) },
    scrollLeft: { value: scrollLeft },
  });
  return scroller;
}

describe('TableScrollBox', () => {
  it('adds no region and no Tab stop while the table fits', () => {
    render(<Box edges={NO_EDGES} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('table', { name: 'Daily totals' }).parentElement).not.toHaveAttribute('tabindex');
    expect(screen.queryByText('Scroll sideways for more columns')).toBeNull();
  });

  it('is a focusable region named by the caption, and says so, while the table is wider than the box', () => {
    render(<Box edges={wide} />);
    const region = screen.getByRole('region', { name: 'Daily totals' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveAttribute('data-overflowing');
    expect(screen.getByText('Scroll sideways for more columns')).toBeVisible();
  });

  it('says it in the portal language', async () => {
    render(
      <TextsProvider locale="th">
        <Box edges={wide} />
      </TextsProvider>,
    );
    expect(await screen.findByText('เลื่อนไปด้านข้างเพื่อดูคอลัมน์เพิ่มเติม')).toBeInTheDocument();
  });

  it('takes the focus but says nothing of sideways when only taller than its box', () => {
    render(<Box edges={{ ...NO_EDGES, tall: true }} />);
    expect(screen.getByRole('region', { name: 'Daily totals' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('region')).not.toHaveAttribute('data-overflowing');
    expect(screen.queryByText('Scroll sideways for more columns')).toBeNull();
  });

  it("leaves the line to the caller that places it (hint={false})", () => {
    render(<Box edges={wide} hint={false} />);
    expect(screen.getByRole('region', { name: 'Daily totals' })).toBeInTheDocument();
    expect(screen.queryByText('Scroll sideways for more columns')).toBeNull();
  });
});

describe('edgesOf', () => {
  it('measures a table wider than its box, and where it is scrolled', () => {
    expect(edgesOf(measured({ width: 300, height: 200 }, { width: 600, height: 100 }))).toEqual({ overflowing: true, scrolled: false, more: true, tall: false });
    expect(edgesOf(measured({ width: 300, height: 200 }, { width: 600, height: 100 }, 300))).toEqual({ overflowing: true, scrolled: true, more: false, tall: false });
  });

  it('measures a table taller than a box of a maximum height, and one that fits', () => {
    expect(edgesOf(measured({ width: 300, height: 200 }, { width: 300, height: 900 }))).toEqual({ ...NO_EDGES, tall: true });
    expect(edgesOf(measured({ width: 300, height: 200 }, { width: 300, height: 200 }))).toEqual(NO_EDGES);
  });

  it('never calls a box without a maximum height tall, whatever overhangs it', () => {
    const scroller = measured({ width: 300, height: 200 }, { width: 300, height: 900 });
    scroller.style.maxHeight = '';
    expect(edgesOf(scroller)).toEqual(NO_EDGES);
  });
});
