import { css } from '../../../styled-system/css';

/*
 * How a wide DataTable that does not fit its box shows it: it scrolls inside the box (never the
 * page), the identifying column stays in place at the start with a shadow once scrolled, the end
 * edge fades while more lies beyond it, and a line above says so. Classes in the utilities layer,
 * above the recipe (theme/recipes/data-table.ts).
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

/** 'Scroll sideways for more columns': seen while the table is wider than its box. */
export const hintLayout = css({ flex: '1 1 12rem', alignSelf: 'center', fontSize: 'sm', color: 'fg.muted', overflowWrap: 'break-word' });

/** Holds the scroller and the fade at its end edge. */
export const frameLayout = css({ position: 'relative', minWidth: '0' });

/**
 * The fade at the end edge while more of the table lies beyond it: a cue that the table scrolls,
 * on top of the cut-off cells, letting clicks through.
 */
export const cueLayout = css({
  position: 'absolute',
  insetBlock: '1px',
  insetInlineEnd: '1px',
  width: '10',
  pointerEvents: 'none',
  borderEndRadius: 'md',
  opacity: 0,
  transition: 'opacity 0.15s',
  backgroundImage: 'linear-gradient(to right, transparent, rgb(15 23 42 / 0.14))',
  '&[data-visible]': { opacity: 1 },
});
