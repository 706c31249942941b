import { css } from '../../../../styled-system/css';
import { fieldLayout } from '../../../fields/field-layout';

/**
 * The card's layout: each group's fields two a row on a wide card and stacked on a narrow one
 * (the container decides, as the detail lists do); switches and radio groups take a whole row.
 */
export const feeLayout = {
  groups: css({ display: 'flex', flexDirection: 'column', gap: '8' }),
  group: css({ display: 'flex', flexDirection: 'column', gap: '4', containerType: 'inline-size' }),
  groupHeading: css({ fontSize: 'lg', fontWeight: 'semibold', color: 'fg.default' }),
  subHeading: css({ fontSize: 'md', fontWeight: 'semibold', color: 'fg.default' }),
  // A legend takes no part in its fieldset's flex gap: it keeps its own space below.
  legend: css({ p: '0', mb: '4', fontSize: 'md', fontWeight: 'semibold', color: 'fg.default' }),
  subGroup: css({ display: 'flex', flexDirection: 'column', gap: '4', minWidth: '0', m: '0', p: '0', border: 'none' }),
  fields: fieldLayout.fields,
  wide: fieldLayout.wide,
  readOnly: fieldLayout.readOnly,
};
