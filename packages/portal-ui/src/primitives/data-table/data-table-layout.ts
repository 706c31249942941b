import { css } from '../../../styled-system/css';

/*
 * How a DataTable adapts to its width. The recipe (theme/recipes/data-table.ts) draws the wide
 * table; these classes, in the utilities layer above it, turn the same semantic <table> into a
 * stack of cards when the table's OWN container is narrower than 48rem (the frame's breakpoint).
 * A container query, not a media query: an embedding host may give the portal part of its page.
 * One table in both modes keeps screen readers, tests and the host's e2e selectors the same.
 *
 * Card anatomy, set by the cells' `data-card` attribute:
 *   title  - the first visible column (the linked key), top left, no label
 *   status - columns with `emphasis: 'status'`, top right beside the title: seen without scrolling
 *   field  - every other column, one line each, its column's name (`data-label`) before the value
 */

/** The table's container: every query below is about its width. */
export const rootLayout = css({ containerType: 'inline-size', containerName: 'lp-table', minWidth: '0' });

/** The horizontal scroller of the wide table; a container too, so `cqi` below is its visible width. */
export const scrollerLayout = css({
  containerType: 'inline-size',
  '@container lp-table (width < 48rem)': { overflowX: 'visible', borderWidth: '0', borderRadius: '0' },
  // Scrolled away from the start: the identifying column, which stays, casts a shadow.
  '&[data-scrolled] [data-identifying]': { boxShadow: '6px 0 6px -6px rgb(15 23 42 / 0.35)' },
});

export const tableLayout = css({
  // The wide table: the identifying column (the record's key) stays at the start while the rest
  // scrolls sideways.
  '@container lp-table (width >= 48rem)': {
    '& [data-identifying]': { position: 'sticky', insetInlineStart: '0', zIndex: '1' },
    '& th[data-identifying]': { bg: 'bg.muted' },
    '& td[data-identifying]': { bg: 'bg.surface' },
    '& tr:hover > td[data-identifying]': { bg: 'bg.subtle' },
  },
  '@container lp-table (width < 48rem)': {
    display: 'block',
    bg: 'transparent',
    // The sort headers give way to the sort control above the cards; the cells carry their
    // column's name themselves.
    '& > thead': { display: 'none' },
    '& > caption': { display: 'block' },
    '& > tbody': { display: 'flex', flexDirection: 'column', gap: '3' },
    '& > tbody > tr': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      alignItems: 'center',
      columnGap: '3',
      rowGap: '1',
      p: '3',
      borderWidth: '1px',
      borderStyle: 'solid',
      borderColor: 'border.default',
      borderRadius: 'md',
      bg: 'bg.surface',
    },
    '& > tbody > tr > td': { display: 'block', gridColumn: '1 / -1', minWidth: '0', textAlign: 'start', borderBottomWidth: '0' },
    '& td[data-card]': { px: '0', py: '0.5', overflowWrap: 'anywhere' },
    '& td[data-card=title]': { gridColumn: '1', gridRow: '1', fontSize: 'md', fontWeight: 'semibold' },
    // A taller link: the card's title is what a thumb taps to open the record.
    '& td[data-card=title] a': { display: 'inline-flex', alignItems: 'center', minHeight: '2.75rem' },
    '& td[data-card=status]': { gridColumn: '2', gridRow: '1', justifySelf: 'end', whiteSpace: 'nowrap' },
    '& td[data-card=field]': { display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', columnGap: '3' },
    '& td[data-card=field]::before': { content: 'attr(data-label)', color: 'fg.muted' },
    // A visually hidden column's cell: read, never seen, and no line of the card.
    '& td[data-card=hidden]': { srOnly: true },
  },
});

/**
 * A visually hidden column (`hidden: 'visually'`) of the wide table: a cell of no width, whose
 * content is the screen-reader-only `visuallyHiddenContent`. The cell itself stays a table cell
 * (no `position: absolute` on it), so the table's rows and columns read as they are.
 */
export const visuallyHiddenCellLayout = css({ width: '0', p: '0', borderWidth: '0' });

/** The content of a visually hidden column's header and cells. */
export const visuallyHiddenContent = css({ srOnly: true });

/** Rows shown while a new answer loads: dimmed, and `inert` so they cannot be opened by mistake. */
export const bodyLayout = css({ transition: 'opacity 0.15s', '&[inert]': { opacity: 0.5 } });

/** 'No data found' (and Clear filters) in a cell spanning every column. */
export const emptyCellLayout = css({ px: '0' });

/**
 * The empty state's content: as wide as the visible part of the wide table and stuck to its
 * start, so a table wider than its container never pushes the text out of sight; it wraps.
 */
export const emptyContentLayout = css({
  position: 'sticky',
  insetInlineStart: '0',
  width: '100cqi',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '3',
  px: '3',
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  '@container lp-table (width < 48rem)': { position: 'static', width: 'auto', '& button': { minHeight: '2.75rem' } },
});

/** The sort control: only where the headers are hidden, i.e. on cards. */
export const sortBarLayout = css({
  display: 'none',
  '@container lp-table (width < 48rem)': {
    display: 'block',
    flex: '1 1 12rem',
    minWidth: '0',
    '& [data-part=trigger]': { minHeight: '2.75rem' },
  },
});

/**
 * Paging stays usable by touch on cards: 44x44 CSS px targets, on a line of their own. Only the
 * first, current and last pages are offered between previous and next ('‹ 1 … 4 … 6 ›'), so the
 * row fits a phone; it still wraps rather than overflow.
 */
export const paginationLayout = css({
  '@container lp-table (width < 48rem)': {
    width: 'full',
    flexWrap: 'wrap',
    justifyContent: 'center',
    '& button': { minWidth: '2.75rem', height: '2.75rem' },
    '& [data-part=item]:not([aria-current=page]):not([data-part=prev-trigger] + *):not(:has(+ [data-part=next-trigger]))': {
      display: 'none',
    },
  },
});

/** The page size picker's trigger, as easy to hit as the page buttons on cards. */
export const pageSizeLayout = css({
  '@container lp-table (width < 48rem)': { '& [data-part=trigger]': { minHeight: '2.75rem' } },
});
