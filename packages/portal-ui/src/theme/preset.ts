import type { Preset } from '@pandacss/dev';
import { badgeRecipe } from './recipes/badge';
import { buttonRecipe } from './recipes/button';
import { checkboxRecipe } from './recipes/checkbox';
import { dataTableRecipe } from './recipes/data-table';
import { datePickerRecipe } from './recipes/date-picker';
import { skeletonRecipe, spinnerRecipe } from './recipes/feedback';
import { fieldRecipe } from './recipes/field';
import { dialogRecipe, menuRecipe, tooltipRecipe } from './recipes/overlay';
import { selectRecipe } from './recipes/select';
import { cardRecipe, fileUploadRecipe, toastRecipe } from './recipes/surfaces';
import { PORTAL_ROOT_CLASS } from './portal-root-class';
import { semanticTokens } from './semantic-tokens';
import { tokens } from './tokens';

/**
 * The portal's Panda preset: tokens, semantic tokens (status intents success, warning, danger,
 * info, neutral), keyframes, base typography of the portal root and every recipe the primitives
 * use. Hosts that run Panda themselves add it to `presets`; everyone else imports the prebuilt
 * `@lego-portal/portal-ui/styles.css`.
 *
 * @example
 * ```ts
 * // panda.config.ts of a host
 * import { portalPreset } from '@lego-portal/portal-ui/preset';
 * export default defineConfig({ presets: ['@pandacss/preset-base', portalPreset], prefix: 'lp' });
 * ```
 */
export const portalPreset: Preset = {
  name: '@lego-portal/portal-ui',
  globalCss: {
    [`.${PORTAL_ROOT_CLASS}`]: {
      fontFamily: 'body',
      fontSize: 'md',
      lineHeight: 'normal',
      color: 'fg.default',
      WebkitFontSmoothing: 'antialiased',
      // Inherited properties would otherwise flow in from the host's ancestors of the root.
      fontStyle: 'normal',
      fontWeight: 'normal',
      fontVariant: 'normal',
      letterSpacing: 'normal',
      wordSpacing: 'normal',
      textAlign: 'start',
      textIndent: '0',
      textTransform: 'none',
      textShadow: 'none',
      whiteSpace: 'normal',
      wordBreak: 'normal',
      overflowWrap: 'normal',
      visibility: 'visible',
      cursor: 'auto',
      listStyle: 'none',
      borderCollapse: 'separate',
      borderSpacing: '0',
      captionSide: 'top',
      emptyCells: 'show',
      quotes: 'auto',
    },
  },
  theme: {
    extend: {
      tokens,
      semanticTokens,
      keyframes: {
        'lp-spin': { to: { transform: 'rotate(360deg)' } },
        'lp-pulse': { '50%': { opacity: 0.5 } },
      },
      recipes: {
        button: buttonRecipe,
        badge: badgeRecipe,
        spinner: spinnerRecipe,
        skeleton: skeletonRecipe,
      },
      slotRecipes: {
        field: fieldRecipe,
        checkbox: checkboxRecipe,
        select: selectRecipe,
        dialog: dialogRecipe,
        menu: menuRecipe,
        tooltip: tooltipRecipe,
        datePicker: datePickerRecipe,
        card: cardRecipe,
        fileUpload: fileUploadRecipe,
        toast: toastRecipe,
        dataTable: dataTableRecipe,
      },
    },
  },
};
