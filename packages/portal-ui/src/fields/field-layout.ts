import { css } from '../../styled-system/css';

/**
 * The layout of a form's fields, shared by the customer form and the merchant profile: two a row
 * on a wide card and stacked on a narrow one (the `stack` container decides, as the detail lists
 * do); `wide` takes a whole row (switches, radio groups).
 */
export const fieldLayout = {
  stack: css({ display: 'flex', flexDirection: 'column', gap: '4', containerType: 'inline-size' }),
  fields: css({
    display: 'grid',
    gridTemplateColumns: '1fr',
    columnGap: '6',
    rowGap: '4',
    alignItems: 'start',
    '@container (min-width: 36rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  }),
  wide: css({ gridColumn: '1 / -1' }),
  /** A field that cannot change in this mode: plain, not the disabled grey of a switched-off field. */
  readOnly: css({ bg: 'bg.muted', color: 'fg.default', cursor: 'default' }),
};
