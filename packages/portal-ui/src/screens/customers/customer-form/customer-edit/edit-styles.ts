import { css } from '../../../../../styled-system/css';

/** A field that cannot change in this mode: plain, not the disabled grey of a switched-off field. */
export const readOnlyInput = css({ bg: 'bg.muted', color: 'fg.default', cursor: 'default' });

/**
 * Fields of a card: two a row on a wide card, stacked on a narrow one (the card's `stack`
 * decides, as a container); `wide` takes a whole row.
 */
export const editLayout = {
  fields: css({
    display: 'grid',
    gridTemplateColumns: '1fr',
    columnGap: '6',
    rowGap: '4',
    alignItems: 'start',
    '@container (min-width: 36rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  }),
  stack: css({ display: 'flex', flexDirection: 'column', gap: '4', containerType: 'inline-size' }),
  wide: css({ gridColumn: '1 / -1' }),
  groupHeading: css({ fontSize: 'md', fontWeight: 'semibold', color: 'fg.default' }),
};
