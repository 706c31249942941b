import { css } from '../../../../styled-system/css';

/** Styles shared by the sections of the merchant profile's cards. */
export const styles = {
  section: css({ display: 'flex', flexDirection: 'column', gap: '4', '& + &': { mt: '6', pt: '6', borderTopWidth: '1px', borderTopStyle: 'solid', borderTopColor: 'border.subtle' } }),
  subheading: css({ fontSize: 'lg', fontWeight: 'semibold', lineHeight: 'tight' }),
  fields: css({ display: 'grid', gap: '4', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))', alignItems: 'start' }),
  hint: css({ fontSize: 'sm', color: 'fg.muted' }),
  error: css({ fontSize: 'sm', color: 'fg.error' }),
  readOnly: css({ bg: 'bg.muted', cursor: 'default' }),
};
