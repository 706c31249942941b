import type { TransactionStatusCode } from '@lego-portal/rules';

/** How a status is drawn: a colour, and a texture that still tells it apart without colour. */
export interface StatusStyle {
  /** Okabe–Ito colour (or the grey they pair with), distinguishable in the common colour-vision deficiencies. */
  colour: string;
  /** The texture's strokes over the colour: light on dark colours, dark on light ones. */
  ink: string;
  /** SVG path of one 6×6 tile of the texture; '' is solid. */
  tile: string;
}

const LIGHT_INK = 'rgba(255,255,255,0.7)';
const DARK_INK = 'rgba(0,0,0,0.55)';

/**
 * The statuses bottom to top in a stack, which is also the legend's order: successes on the axis
 * (the success rate reads against them), then the failures, then what has not ended yet. A
 * printout in black and white keeps them apart by texture (solid, stripes both ways, hatched,
 * dotted, lines), and a segment's white outline separates neighbours of similar lightness.
 */
export const STATUS_STACK: readonly TransactionStatusCode[] = ['1000', '1002', '1001', '9999', '1005', '1004', '1003', '0000'];

/** Colour and texture of each status code. */
export const STATUS_STYLES: Readonly<Record<TransactionStatusCode, StatusStyle>> = {
  '1000': { colour: '#009E73', ink: LIGHT_INK, tile: '' },
  '1002': { colour: '#D55E00', ink: LIGHT_INK, tile: 'M-1,1 l2,-2 M0,6 l6,-6 M5,7 l2,-2' },
  '1001': { colour: '#E69F00', ink: DARK_INK, tile: 'M-1,5 l2,2 M0,0 l6,6 M5,-1 l2,2' },
  '9999': { colour: '#CC79A7', ink: DARK_INK, tile: 'M0,0 l6,6 M6,0 l-6,6' },
  '1005': { colour: '#999999', ink: DARK_INK, tile: 'M0,3 h6' },
  '1004': { colour: '#F0E442', ink: DARK_INK, tile: 'M2,2 h1.5 v1.5 h-1.5 z' },
  '1003': { colour: '#0072B2', ink: LIGHT_INK, tile: 'M3,0 v6' },
  '0000': { colour: '#56B4E9', ink: DARK_INK, tile: 'M0,1.5 h6 M0,4.5 h6' },
};

/** The status counted as a success in the success rate (spec section 4: 1000 Payment Success). */
export const SUCCESS_STATUS: TransactionStatusCode = '1000';

/** Statuses counted as unsuccessful where the text alternative names the worst day. */
export const FAILURE_STATUSES: readonly TransactionStatusCode[] = ['1001', '1002', '9999'];

/** The id of a status's fill pattern under a page-unique prefix (see `StatusPatterns`). */
export const patternId = (prefix: string, code: TransactionStatusCode) => `${prefix}-status-${code}`;
