import type { TokenSet } from '@lego-portal/api-client';
import { createLegoClient } from '@lego-portal/api-client';
import type { PortalLocale } from '@lego-portal/rules';
import { BUSINESS_TIME_ZONE, formatMessage, sso250DateBounds } from '@lego-portal/rules';
import { MESSAGES_TH } from '@lego-portal/rules/th';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { DownloadActivityProvider, useDownloadActivity } from '../../../downloads/download-activity';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../../../test-support/portal-harness';
import { TextsProvider } from '../../../texts/texts-context';
import { Sso250ReportScreen } from './sso250-report-screen';
import { signInTokens } from '@lego-portal/test-kit';

const url = inject('sandboxUrl');
const SSO_PATH = '/api/lego-report/ext/sso-250/download';
let tokens: TokenSet;
beforeAll(async () => {
  tokens = await signInTokens(url, 'demo_sso');
});

/** What the footer would show: the number of downloads running. */
function ActivityProbe() {
  return <output aria-label="downloads running">{useDownloadActivity().active}</output>;
}

/**
 * Renders the screen as demo_sso against `baseUrl` (the sandbox), noting the bodies sent to the
 * SSO endpoint; with `hold`, each call waits for it before it leaves.
 */
function renderScreen({ baseUrl = url, locale = 'en', hold }: { baseUrl?: string; locale?: PortalLocale; hold?: Promise<void> } = {}) {
  const sent: unknown[] = [];
  const client = createLegoClient({
    baseUrl,
    session: { getTokens: () => tokens, setTokens: () => {} },
    fetch: async (input, init) => {
      const request = new Request(input, init);
      if (new URL(request.url).pathname === SSO_PATH) sent.push(await request.clone().json());
      await hold;
      return fetch(request);
    },
  });
  render(
    <TextsProvider locale={locale}>
      <PortalHarness client={client} session={staticSession({ ...FULL_ACCESS_USER, userName: 'demo_sso', roles: ['SSO_CPINS'] })}>
        <DownloadActivityProvider>
          <Sso250ReportScreen />
          <ActivityProbe />
        </DownloadActivityProvider>
      </PortalHarness>
    </TextsProvider>,
  );
  return { sent };
}

// The sandbox has a file for every day but Sundays; pick dates from the real bounds of today.
const { min, max } = sso250DateBounds({ timeZone: BUSINESS_TIME_ZONE });
const pad = (n: number) => String(n).padStart(2, '0');
const daysBefore = (days: number) => new Date(Date.UTC(max.year, max.month - 1, max.day - days));
const isSunday = (date: Date) => date.getUTCDay() === 0;
const latestWith = (wanted: (date: Date) => boolean) => [0, 1, 2, 3, 4, 5, 6].map(daysBefore).find(wanted)!;
const typed = (date: Date) => `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
const FIRST = new Date(Date.UTC(min.year, min.month - 1, min.day));
/** The window as the field states it, and as a refusal names it. */
const WINDOW = `A day from ${typed(FIRST)} to ${typed(daysBefore(0))}: 6 months back through yesterday.`;
const OUTSIDE = `Report effective date must be from ${typed(FIRST)} to ${typed(daysBefore(0))}: 6 months back through yesterday.`;
const compact = (date: Date) => `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}`;

const dateInput = (name = 'Report Effective Date') => screen.getByRole('textbox', { name });
async function chooseDate(user: ReturnType<typeof userEvent.setup>, date: Date, name?: string) {
  await user.clear(dateInput(name));
  await user.type(dateInput(name), `${typed(date)}{Enter}`);
  await waitFor(() => expect(dateInput(name)).toHaveValue(typed(date)));
}

describe('Sso250ReportScreen', () => {
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:http://portal.test/sso');
  let saved: { blob: Blob; filename: string }[];

  beforeEach(() => {
    // jsdom has no object URLs or downloads: note what the browser would have saved.
    saved = [];
    Object.assign(URL, { createObjectURL, revokeObjectURL: () => {} });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ blob: createObjectURL.mock.lastCall![0], filename: this.download });
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    createObjectURL.mockClear();
  });

  it('downloads the file of a date with a report, named by the server', async () => {
    const user = userEvent.setup();
    const { sent } = renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'SSO Text File Format 250 Bytes' })).toBeInTheDocument();
    const date = latestWith((day) => !isSunday(day));
    await chooseDate(user, date);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(sent).toEqual([{ reportType: 'csv', sso250Criteria: { reportDate: compact(date) } }]);
    expect(saved[0]!.filename).toBe(`SSO250_1000000001_${compact(date)}.txt`);
    expect(await screen.findByText(`Saved the report of ${typed(date)} as SSO250_1000000001_${compact(date)}.txt.`)).toHaveAttribute('role', 'status');
    const records = (await saved[0]!.blob.text()).split('\r\n');
    expect(records.pop()).toBe('');
    expect(records.length).toBeGreaterThanOrEqual(2);
    for (const record of records) expect(record).toHaveLength(250);
    expect(records[0]).toMatch(new RegExp(`^H1000000001 *SSO_CPINS *${compact(date)}`));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("is busy and counted for the footer's spinner while the file comes, and a second press sends nothing", async () => {
    const user = userEvent.setup();
    let release = () => {};
    const { sent } = renderScreen({ hold: new Promise<void>((resolve) => (release = resolve)) });
    await chooseDate(user, latestWith((day) => !isSunday(day)));
    const download = screen.getByRole('button', { name: 'Download' });
    await user.click(download);
    await user.click(download);
    await user.keyboard('{Enter}');
    const running = screen.getByRole('status', { name: 'downloads running' });
    expect(running).toHaveTextContent('1');
    expect(download).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(() => expect(saved).toHaveLength(1));
    await waitFor(() => expect(running).toHaveTextContent('0'));
    expect(download).not.toHaveAttribute('aria-busy');
    expect(sent).toHaveLength(1);
  });

  it("shows 'Report Not Found' for a date without a report", async () => {
    const user = userEvent.setup();
    renderScreen();
    await chooseDate(user, latestWith(isSunday));
    await user.click(screen.getByRole('button', { name: 'Download' }));
    const modal = await screen.findByRole('alertdialog', { name: 'Report Not Found' });
    expect(modal).toHaveTextContent('The report does not exist. Please try again.');
    expect(saved).toHaveLength(0);
    await user.click(within(modal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it("shows 'Error' when the download fails otherwise (here no answer at all)", async () => {
    const user = userEvent.setup();
    renderScreen({ baseUrl: 'http://127.0.0.1:9' });
    await chooseDate(user, latestWith((day) => !isSunday(day)));
    await user.click(screen.getByRole('button', { name: 'Download' }));
    const modal = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(modal).toHaveTextContent('Error occured while downloading report');
  });

  it('asks for a date at the field before sending anything', async () => {
    const user = userEvent.setup();
    const { sent } = renderScreen();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(dateInput()).toHaveAccessibleDescription(`Please select report effective date ${WINDOW}`);
    expect(dateInput()).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
    // Choosing a date clears the message.
    await chooseDate(user, daysBefore(1));
    expect(dateInput()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please select report effective date')).not.toBeInTheDocument();
  });

  it('says which days are allowed, with their dates', () => {
    renderScreen();
    expect(dateInput()).toHaveAccessibleDescription(WINDOW);
  });

  it('keeps a typed day before the window when the field is left, refuses it naming the window, and sends nothing', async () => {
    const user = userEvent.setup();
    const { sent } = renderScreen();
    const before = typed(new Date(Date.UTC(min.year, min.month - 1, min.day - 1)));
    await user.type(dateInput(), before);
    await user.tab();
    expect(dateInput()).toHaveValue(before);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(dateInput()).toHaveAccessibleDescription(`${OUTSIDE} ${WINDOW}`);
    expect(dateInput()).toHaveValue(before);
    expect(sent).toHaveLength(0);
    expect(saved).toHaveLength(0);
  });

  it('refuses today, typed with Enter, instead of taking yesterday', async () => {
    const user = userEvent.setup();
    const { sent } = renderScreen();
    const today = typed(daysBefore(-1));
    await user.type(dateInput(), `${today}{Enter}`);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(dateInput()).toHaveValue(today);
    expect(screen.getByText(OUTSIDE)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('keeps text that is no date and calls it invalid', async () => {
    const user = userEvent.setup();
    const { sent } = renderScreen();
    await chooseDate(user, daysBefore(1));
    await user.clear(dateInput());
    await user.type(dateInput(), '31/02/2026');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(dateInput()).toHaveAccessibleDescription(`Report effective date is invalid. ${WINDOW}`);
    await waitFor(() => expect(dateInput()).toHaveValue('31/02/2026'));
    expect(sent).toHaveLength(0);
  });

  it('speaks Thai', async () => {
    const user = userEvent.setup();
    renderScreen({ locale: 'th' });
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES_TH['page.reports.sso250'] })).toBeInTheDocument();
    const window = { from: typed(FIRST), to: typed(daysBefore(0)) };
    await user.click(screen.getByRole('button', { name: MESSAGES_TH['label.download'] }));
    expect(dateInput(MESSAGES_TH['label.reportEffectiveDate'])).toHaveAccessibleDescription(
      `${MESSAGES_TH['sso250.dateRequired']} ${formatMessage(MESSAGES_TH['sso250.dateWindow'], window)}`,
    );
    await user.type(dateInput(MESSAGES_TH['label.reportEffectiveDate']), typed(daysBefore(-1)));
    await user.click(screen.getByRole('button', { name: MESSAGES_TH['label.download'] }));
    expect(screen.getByText(formatMessage(MESSAGES_TH['sso250.dateOutOfRange'], window))).toBeInTheDocument();
    await chooseDate(user, latestWith(isSunday), MESSAGES_TH['label.reportEffectiveDate']);
    await user.click(screen.getByRole('button', { name: MESSAGES_TH['label.download'] }));
    const modal = await screen.findByRole('alertdialog', { name: MESSAGES_TH['sso250.notFoundTitle'] });
    expect(modal).toHaveTextContent(MESSAGES_TH['sso250.notFoundBody']);
  });
});
