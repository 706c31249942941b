import type { Meta, StoryObj } from '@storybook/react-vite';
import { BUSINESS_TIME_ZONE, sso250DateBounds, sso250Window } from '@lego-portal/rules';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { PortalFrame } from '../../../frame';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../../../test-support/portal-harness';
import { textsOf, type StoryTexts } from '../../../test-support/story-texts';
import { Sso250ReportScreen } from './sso250-report-screen';
import { useState } from 'react';
import { createMemoryStorage, scopedStorageKey } from '../../../provider/portal-storage';

const SSO250_URL = '/api/lego-report/ext/sso-250/download';
const SSO_USER = { ...FULL_ACCESS_USER, userName: 'demo_sso', name: 'SSO Demo', roles: ['SSO_CPINS'] };

// Yesterday in the business zone, as the sandbox counts it: the last day the picker allows.
const { min, max } = sso250DateBounds({ timeZone: BUSINESS_TIME_ZONE });
/** The window's first and last days, DD/MM/YYYY, as the field and the refusal name them. */
const WINDOW = sso250Window({ timeZone: BUSINESS_TIME_ZONE });
const pad = (n: number) => String(n).padStart(2, '0');
const YESTERDAY_TYPED = `${pad(max.day)}/${pad(max.month)}/${max.year}`;
const YESTERDAY_COMPACT = `${max.year}${pad(max.month)}${pad(max.day)}`;
const FILE_NAME = `SSO250_1000000001_${YESTERDAY_COMPACT}.txt`;
/** A header and a trailer record: 250 bytes each, CRLF after each, as the server writes them. */
const FILE_TEXT = [`H1000000001SSO_CPINS           ${YESTERDAY_COMPACT}`, 'T00000000'].map((record) => `${record.padEnd(250)}\r\n`).join('');

const fileHandler = http.post(
  SSO250_URL,
  () =>
    new HttpResponse(FILE_TEXT, {
      headers: { 'content-type': 'text/plain; charset=us-ascii', 'content-disposition': `attachment; filename="${FILE_NAME}"` },
    }),
);
const failing = (status: number, description: string) =>
  http.post(SSO250_URL, () => HttpResponse.json({ validationMessages: [{ code: 'ERROR', message: description, description }] }, { status }));

/** The screen opened at `path` (a link), with `kept` as demo_sso's saved views of it. */
function ScreenAt({ path, kept }: { path: string; kept?: object }) {
  // Made once: a new storage on a re-render would forget what the story did.
  const [storage] = useState(() => {
    const made = createMemoryStorage();
    if (kept) made.set(scopedStorageKey(SSO_USER.userName, 'saved-views:sso250'), JSON.stringify(kept));
    return made;
  });
  return (
    <PortalHarness session={staticSession(SSO_USER)} initialPath={path} storage={storage}>
      <PortalFrame>
        <Sso250ReportScreen />
      </PortalFrame>
    </PortalHarness>
  );
}

const meta = {
  title: 'Screens/Reports/Sso250ReportScreen',
  component: Sso250ReportScreen,
  parameters: { msw: { handlers: [fileHandler] } },
  render: (args) => (
    <PortalHarness session={staticSession(SSO_USER)} initialPath="/reports/sso-250-bytes">
      <PortalFrame>
        <Sso250ReportScreen {...args} />
      </PortalFrame>
    </PortalHarness>
  ),
} satisfies Meta<typeof Sso250ReportScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const dateInput = (canvasElement: HTMLElement, t: StoryTexts) => within(canvasElement).getByRole('textbox', { name: t('label.reportEffectiveDate') });
const downloadButton = (canvasElement: HTMLElement, t: StoryTexts) => within(canvasElement).getByRole('button', { name: t('label.download') });

/** Types yesterday (the last day allowed) and presses Download. */
async function downloadYesterday(canvasElement: HTMLElement, t: StoryTexts) {
  const input = dateInput(canvasElement, t);
  await userEvent.clear(input);
  await userEvent.type(input, `${YESTERDAY_TYPED}{Enter}`);
  await waitFor(() => expect(input).toHaveValue(YESTERDAY_TYPED));
  await userEvent.click(downloadButton(canvasElement, t));
}

/** The page: its name, one Report Effective Date and Download. */
export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('page.reports.sso250') })).toBeVisible();
    await expect(dateInput(canvasElement, t)).toHaveValue('');
    // The days a file can be asked for, under the field and read with it.
    await expect(dateInput(canvasElement, t)).toHaveAccessibleDescription(t('sso250.dateWindow', WINDOW));
    await expect(downloadButton(canvasElement, t)).toBeEnabled();
  },
};

/** The calendar offers only six months back through yesterday: today cannot be picked. */
export const CalendarBounds: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('datePicker.openCalendar') }));
    const grid = await screen.findByRole('grid');
    await waitFor(() => expect(grid).toBeVisible());
    const day = (n: number) => within(grid).getByText(String(n), { selector: '[data-part=table-cell-trigger]:not([data-outside-range])' });
    await expect(day(max.day)).not.toHaveAttribute('aria-disabled', 'true');
    // The day after yesterday may fall in the next month, which this view does not show.
    const lastOfMonth = new Date(Date.UTC(max.year, max.month, 0)).getUTCDate();
    if (max.day < lastOfMonth) await expect(day(max.day + 1)).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());
  },
};

/** Download without a date: the message at the field, and nothing sent. */
export const DateRequired: Story = {
  parameters: { msw: { handlers: [http.post(SSO250_URL, () => HttpResponse.json({}, { status: 500 }))] } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const input = dateInput(canvasElement, t);
    await userEvent.clear(input);
    await userEvent.click(downloadButton(canvasElement, t));
    await expect(input).toHaveAccessibleDescription(`${t('sso250.dateRequired')} ${t('sso250.dateWindow', WINDOW)}`);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

/**
 * A day before the window, typed and the field left: it stays as typed (never the window's
 * first day instead), and Download refuses it with the window's dates; nothing is sent.
 */
export const BeforeWindow: Story = {
  parameters: { msw: { handlers: [http.post(SSO250_URL, () => HttpResponse.json({}, { status: 500 }))] } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const input = dateInput(canvasElement, t);
    const before = new Date(Date.UTC(min.year, min.month - 1, min.day - 1));
    const typed = `${pad(before.getUTCDate())}/${pad(before.getUTCMonth() + 1)}/${before.getUTCFullYear()}`;
    await userEvent.clear(input);
    await userEvent.type(input, typed);
    await userEvent.tab();
    await expect(input).toHaveValue(typed);
    await userEvent.click(downloadButton(canvasElement, t));
    await expect(input).toHaveAccessibleDescription(`${t('sso250.dateOutOfRange', WINDOW)} ${t('sso250.dateWindow', WINDOW)}`);
    await expect(input).toHaveValue(typed);
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

/** Today, typed with Enter: refused as outside the window (never taken as yesterday). */
export const Today: Story = {
  parameters: BeforeWindow.parameters,
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const input = dateInput(canvasElement, t);
    const today = new Date(Date.UTC(max.year, max.month - 1, max.day + 1));
    const typed = `${pad(today.getUTCDate())}/${pad(today.getUTCMonth() + 1)}/${today.getUTCFullYear()}`;
    await userEvent.clear(input);
    await userEvent.type(input, `${typed}{Enter}`);
    await userEvent.click(downloadButton(canvasElement, t));
    await expect(within(canvasElement).getByText(t('sso250.dateOutOfRange', WINDOW))).toBeVisible();
    await expect(input).toHaveValue(typed);
  },
};

/** Yesterday's file is handed to the browser under the name the server gave it, and the page says which day it was. */
export const Downloaded: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const saved: string[] = [];
    // Note the file instead of letting the browser save it.
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      await downloadYesterday(canvasElement, t);
      await waitFor(() => expect(saved).toEqual([FILE_NAME]));
      // Which day's file it was, beside the form.
      await expect(await within(canvasElement).findByText(t('sso250.saved', { date: YESTERDAY_TYPED, filename: FILE_NAME }))).toBeVisible();
      await waitFor(() => expect(downloadButton(canvasElement, t)).not.toHaveAttribute('aria-busy'));
      await expect(screen.queryByRole('alertdialog')).toBeNull();
    } finally {
      click.mockRestore();
    }
  },
};

/** While the file comes: Download busy (a second press sends nothing), the footer's spinner. */
export const Downloading: Story = {
  parameters: { msw: { handlers: [http.post(SSO250_URL, () => delay('infinite'))] } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await downloadYesterday(canvasElement, t);
    await expect(downloadButton(canvasElement, t)).toHaveAttribute('aria-busy', 'true');
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(await within(footer).findByRole('status', { name: t('frame.downloading') })).toBeVisible();
  },
};

/** A date without a report (404): 'Report Not Found'; OK closes it. */
export const ReportNotFound: Story = {
  parameters: { msw: { handlers: [failing(404, 'The report does not exist. Please try again.')] } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await downloadYesterday(canvasElement, t);
    const modal = await screen.findByRole('alertdialog', { name: t('sso250.notFoundTitle') });
    await expect(modal).toHaveTextContent(t('sso250.notFoundBody'));
    await userEvent.click(within(modal).getByRole('button', { name: t('label.ok') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(downloadButton(canvasElement, t)).not.toHaveAttribute('aria-busy');
  },
};

/** Any other failure: 'Error' / 'Error occured while downloading report', never the server's words. */
export const DownloadError: Story = {
  parameters: { msw: { handlers: [failing(500, 'Internal server error')] } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await downloadYesterday(canvasElement, t);
    const modal = await screen.findByRole('alertdialog', { name: t('sso250.errorTitle') });
    await expect(modal).toHaveTextContent(t('sso250.errorBody'));
    await expect(modal).not.toHaveTextContent('Internal server error');
    await userEvent.click(within(modal).getByRole('button', { name: t('label.ok') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** No answer at all (gateway down): the same 'Error' modal. */
export const ServiceUnavailable: Story = {
  parameters: { msw: { handlers: [http.post(SSO250_URL, () => HttpResponse.error())] } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await downloadYesterday(canvasElement, t);
    await expect(await screen.findByRole('alertdialog', { name: t('sso250.errorTitle') })).toHaveTextContent(t('sso250.errorBody'));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: t('label.ok') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** On a phone: the field and Download fit the width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await expect(dateInput(canvasElement, t)).toBeVisible();
    const button = downloadButton(canvasElement, t).getBoundingClientRect();
    await expect(button.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** A link with a date (`?date=YYYYMMDD`): the field opens on that day, nothing to fix. */
export const DateFromLink: Story = {
  render: () => <ScreenAt path={`/reports/sso-250-bytes?date=${YESTERDAY_COMPACT}`} />,
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await expect(dateInput(canvasElement, t)).toHaveValue(YESTERDAY_TYPED);
    await expect(dateInput(canvasElement, t)).not.toHaveAttribute('aria-invalid');
  },
};

/** A link whose date is no date: shown as given, with the field's message; Download sends nothing. */
export const BadDateFromLink: Story = {
  render: () => <ScreenAt path="/reports/sso-250-bytes?date=20261345" />,
  parameters: BeforeWindow.parameters,
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const input = dateInput(canvasElement, t);
    await waitFor(() => expect(input).toHaveValue('20261345'));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(`${t('sso250.dateInvalid')} ${t('sso250.dateWindow', WINDOW)}`);
    await userEvent.click(downloadButton(canvasElement, t));
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

/** A default view kept as 'Yesterday': the page opened plain shows yesterday, and the menu names the view. */
export const DefaultView: Story = {
  render: () => (
    <ScreenAt path="/reports/sso-250-bytes" kept={{ views: [{ name: 'Daily file', values: { range: 'yesterday' }, columns: null }], defaultName: 'Daily file' }} />
  ),
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await expect(dateInput(canvasElement, t)).toHaveValue(YESTERDAY_TYPED);
    await expect(await within(canvasElement).findByRole('button', { name: t('savedView.viewsCurrent', { name: 'Daily file' }) })).toBeVisible();
  },
};
