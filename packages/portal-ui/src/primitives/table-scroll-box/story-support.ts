/**
 * The look of the stories' box of a maximum height (stories are not scanned for styles). The
 * same values as the summary by status's box, so the shipped CSS gains nothing. Not part of the
 * published package.
 */
import { css } from '../../../styled-system/css';

/** A box of a maximum height with a sticky header: scroll padding keeps a focused cell clear of it. */
export const tallBoxStory = css({
  maxHeight: '30rem',
  overflowY: 'auto',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.default',
  borderRadius: 'md',
  scrollPaddingBlockStart: '5rem',
});
