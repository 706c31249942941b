import { css } from '../../../../../styled-system/css';
import { fieldLayout } from '../../../../fields/field-layout';

/**
 * Fields of a card: the shared field layout (two a row on a wide card, stacked on a narrow one;
 * `wide` takes a whole row), and the heading of a group of fields inside a card.
 */
export const editLayout = {
  ...fieldLayout,
  groupHeading: css({ fontSize: 'md', fontWeight: 'semibold', color: 'fg.default' }),
};
