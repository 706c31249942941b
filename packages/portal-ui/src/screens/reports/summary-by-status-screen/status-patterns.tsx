import type { TransactionStatusCode } from '@lego-portal/rules';
import { css } from '../../../../styled-system/css';
import { patternId, STATUS_STACK, STATUS_STYLES } from './summary-statuses';

const hidden = css({ position: 'absolute', width: '0', height: '0', overflow: 'hidden' });
const swatch = css({ flexShrink: '0', display: 'inline-block', verticalAlign: 'middle' });

/** The fill of a status: its pattern (colour and texture) defined by {@link StatusPatterns}. */
export const statusFill = (prefix: string, code: TransactionStatusCode) => `url(#${patternId(prefix, code)})`;

/**
 * The fill patterns of every status, defined once per screen under `prefix` and used by the
 * chart's segments and the legend's swatches alike. In a zero-size SVG rather than a hidden
 * one: some browsers do not paint patterns defined in an element that is not displayed.
 */
export function StatusPatterns({ prefix }: { prefix: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={hidden}>
      <defs>
        {STATUS_STACK.map((code) => {
          const { colour, ink, tile } = STATUS_STYLES[code];
          return (
            <pattern key={code} id={patternId(prefix, code)} patternUnits="userSpaceOnUse" width={6} height={6}>
              <rect width={6} height={6} fill={colour} />
              {tile ? <path d={tile} stroke={ink} strokeWidth={1.2} fill={ink} /> : null}
            </pattern>
          );
        })}
      </defs>
    </svg>
  );
}

/** A legend's square of a status's fill; decorative, the status's name is beside it. */
export function StatusSwatch({ prefix, code, size = 14 }: { prefix: string; code: TransactionStatusCode; size?: number }) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} className={swatch}>
      <rect x={0.5} y={0.5} width={size - 1} height={size - 1} fill={statusFill(prefix, code)} stroke="rgba(0,0,0,0.6)" />
    </svg>
  );
}

/** The legend's mark of the success-rate line: the chart's line, its white halo included. */
export function RateSwatch({ size = 14 }: { size?: number }) {
  const middle = size / 2;
  return (
    <svg aria-hidden="true" focusable="false" width={size * 1.6} height={size} className={swatch}>
      <line x1={0} x2={size * 1.6} y1={middle} y2={middle} stroke="#fff" strokeWidth={5} />
      <line x1={0} x2={size * 1.6} y1={middle} y2={middle} stroke="#000" strokeWidth={2} />
      <circle cx={size * 0.8} cy={middle} r={3} fill="#000" stroke="#fff" strokeWidth={1.5} />
    </svg>
  );
}
