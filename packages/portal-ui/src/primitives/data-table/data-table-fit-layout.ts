import { css } from '../../../styled-system/css';

/*
 * How a wide DataTable that does not fit its box shows it: it scrolls inside the box (never the
 * page: TableScrollBox, with the fade at its end edge), the identifying column stays in place at
 * the start with a shadow once scrolled, and a line in the toolbar says so. Classes in the
 * utilities layer, above the recipe (theme/recipes/data-table.ts).
 */

/** Above the table: 'Sort by' (cards only), the overflow hint and 'Columns'. */
export const toolbarLayout = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'flex-end',
  gap: '3',
  '@container lp-table (width < 48rem)': { '& > button': { minHeight: '2.75rem' } },
});

/** 'Scroll sideways for more columns' (TableScrollHint), in the toolbar: seen while the table is wider than its box. */
export const hintLayout = css({ flex: '1 1 12rem', alignSelf: 'center' });
