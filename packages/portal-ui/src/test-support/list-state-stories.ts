/**
 * The states every report list shares in its stories, written once: the first answer loading
 * (skeleton rows, the table busy), a server failure (its message and a Retry that asks again) and
 * no answer at all (the client's synthetic 503, 'Service Unavailable'). Not part of the package.
 */
import type { StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { errorBody } from './error-body';
import { textsOf, type StoryTexts } from './story-texts';

type TextKey = Parameters<StoryTexts>[0];

/** What {@link listStateStories} needs to know of a list. */
export interface ListStateOptions {
  /** The list endpoint the stories answer (or never answer). */
  url: string;
  /** The catalogue key of the table's caption (its accessible name). */
  caption: TextKey;
  /** The catalogue key of the list's 'could not be loaded: {reason}' text. */
  loadFailed: TextKey;
}

/** The Loading, ServerError and ServiceUnavailable stories of a list read from `url`. */
export function listStateStories({ url, caption, loadFailed }: ListStateOptions) {
  return {
    Loading: {
      parameters: { msw: { handlers: [http.post(url, () => delay('infinite'))] } },
      play: async ({ canvasElement, globals }) => {
        const t = textsOf(globals.locale);
        await expect(await within(canvasElement).findByRole('table', { name: t(caption) })).toHaveAttribute('aria-busy', 'true');
        await expect(within(canvasElement).getByText(t('table.loading'))).toBeVisible();
      },
    },
    ServerError: {
      parameters: { msw: { handlers: [http.post(url, () => HttpResponse.json(errorBody('Internal server error'), { status: 500 }))] } },
      play: async ({ canvasElement, globals }) => {
        const t = textsOf(globals.locale);
        const alert = await within(canvasElement).findByRole('alert');
        await expect(alert).toHaveTextContent(t(loadFailed, { reason: 'Internal server error' }));
        await userEvent.click(within(alert).getByRole('button', { name: t('label.retry') }));
        await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
      },
    },
    ServiceUnavailable: {
      parameters: { msw: { handlers: [http.post(url, () => HttpResponse.error())] } },
      play: async ({ canvasElement, globals }) => {
        const t = textsOf(globals.locale);
        await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(t(loadFailed, { reason: t('common.serviceUnavailable') }));
      },
    },
  } satisfies Record<string, StoryObj>;
}
