/**
 * The SSO 250 screen's date in the URL and its saved views (issue 32): a link's date opens in the
 * field and is what Download sends; a bad one is shown as given with the rules' message and
 * sends nothing; `range=yesterday` is yesterday; a default view applies when the page opens plain;
 * the save dialog offers the fixed day and Yesterday only.
 */
import type { TokenSet } from '@lego-portal/api-client';
import { createLegoClient } from '@lego-portal/api-client';
import type { PortalLocale } from '@lego-portal/rules';
import { BUSINESS_TIME_ZONE, sso250DateBounds } from '@lego-portal/rules';
import { MESSAGES_TH } from '@lego-portal/rules/th';
import { signInTokens } from '@lego-portal/test-kit';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { createMemoryNavigation } from '../../../provider/memory-navigation';
import { createMemoryStorage, scopedStorageKey, type PortalStorage } from '../../../provider/portal-storage';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../../../test-support/portal-harness';
import { TextsProvider } from '../../../texts/texts-context';
import { Sso250ReportScreen } from './sso250-report-screen';

const url = inject('sandboxUrl');
const SSO_PATH = '/api/lego-report/ext/sso-250/download';
const PAGE = '/reports/sso-250-bytes';
const USER = { ...FULL_ACCESS_USER, userName: 'demo_sso', roles: ['SSO_CPINS'] };
let tokens: TokenSet;
beforeAll(async () => {
  tokens = await signInTokens(url, 'demo_sso');
});

const { min, max } = sso250DateBounds({ timeZone: BUSINESS_TIME_ZONE });
const pad = (n: number) => String(n).padStart(2, '0');
const day = (date: { year: number; month: number; day: number }, offset = 0) => new Date(Date.UTC(date.year, date.month - 1, date.day + offset));
const typed = (date: Date) => `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
const compact = (date: Date) => `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}`;
const YESTERDAY = day(max);
const WINDOW = `A day from ${typed(day(min))} to ${typed(YESTERDAY)}: 6 months back through yesterday.`;
const OUTSIDE = `Report effective date must be from ${typed(day(min))} to ${typed(YESTERDAY)}: 6 months back through yesterday.`;

/** Renders the screen as demo_sso at `path`, with what `storage` keeps; notes the bodies sent. */
function renderScreen({ path = PAGE, storage = createMemoryStorage(), locale = 'en' }: { path?: string; storage?: PortalStorage; locale?: PortalLocale } = {}) {
  const sent: unknown[] = [];
  const navigation = createMemoryNavigation(path);
  const client = createLegoClient({
    baseUrl: url,
    session: { getTokens: () => tokens, setTokens: () => {} },
    fetch: async (input, init) => {
      const request = new Request(input, init);
      if (new URL(request.url).pathname === SSO_PATH) sent.push(await request.clone().json());
      return fetch(request);
    },
  });
  render(
    <TextsProvider locale={locale}>
      <PortalHarness client={client} session={staticSession(USER)} navigation={navigation} storage={storage}>
        <Sso250ReportScreen />
      </PortalHarness>
    </TextsProvider>,
  );
  return { sent, navigation, user: userEvent.setup() };
}

const dateInput = (name = 'Report Effective Date') => screen.getByRole('textbox', { name });

describe('Sso250ReportScreen: the date in the URL', () => {
  let saved: string[];
  beforeEach(() => {
    saved = [];
    Object.assign(URL, { createObjectURL: () => 'blob:http://portal.test/sso', revokeObjectURL: () => {} });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it("opens on its link's date, and Download sends that day", async () => {
    // The Saturday or weekday before yesterday: the sandbox has a file for it.
    const date = [1, 2].map((back) => day(max, -back)).find((candidate) => candidate.getUTCDay() !== 0)!;
    const { sent, user } = renderScreen({ path: `${PAGE}?date=${compact(date)}` });
    expect(dateInput()).toHaveValue(typed(date));
    expect(dateInput()).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toEqual([`SSO250_1000000001_${compact(date)}.txt`]));
    expect(sent).toEqual([{ reportType: 'csv', sso250Criteria: { reportDate: compact(date) } }]);
  });

  it('writes the chosen day into the URL, replacing the relative range only when the day changes', async () => {
    const { navigation, user } = renderScreen({ path: `${PAGE}?range=yesterday` });
    expect(dateInput()).toHaveValue(typed(YESTERDAY));
    const before = day(max, -3);
    await user.clear(dateInput());
    await user.type(dateInput(), `${typed(before)}{Enter}`);
    await waitFor(() => expect(navigation.location).toBe(`${PAGE}?date=${compact(before)}`));
    expect(dateInput()).toHaveValue(typed(before));
    expect(dateInput()).not.toHaveAttribute('aria-invalid');
  });

  it('shows text from a link that is no date as given, with its message, and sends nothing', async () => {
    const { sent, user } = renderScreen({ path: `${PAGE}?date=2026-13-45` });
    await waitFor(() => expect(dateInput()).toHaveValue('2026-13-45'));
    expect(dateInput()).toHaveAttribute('aria-invalid', 'true');
    expect(dateInput()).toHaveAccessibleDescription(`Report effective date is invalid. ${WINDOW}`);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(dateInput()).toHaveAccessibleDescription(`Report effective date is invalid. ${WINDOW}`);
    expect(sent).toHaveLength(0);
  });

  it("shows a link's day outside the window with the window's message, in Thai too, and sends nothing", async () => {
    const today = day(max, 1);
    const { sent, user } = renderScreen({ path: `${PAGE}?date=${compact(today)}`, locale: 'th' });
    // The Thai texts come with their own chunk.
    await screen.findByRole('heading', { level: 1, name: MESSAGES_TH['page.reports.sso250'] });
    const input = dateInput(MESSAGES_TH['label.reportEffectiveDate']);
    expect(input).toHaveValue(typed(today));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(MESSAGES_TH['sso250.dateOutOfRange'].replace('{from}', typed(day(min))).replace('{to}', typed(YESTERDAY)))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: MESSAGES_TH['label.download'] }));
    expect(sent).toHaveLength(0);
    expect(saved).toHaveLength(0);
  });

  it('refuses a day before the window from a link', () => {
    renderScreen({ path: `${PAGE}?date=${compact(day(min, -1))}` });
    expect(dateInput()).toHaveValue(typed(day(min, -1)));
    expect(dateInput()).toHaveAccessibleDescription(`${OUTSIDE} ${WINDOW}`);
  });

  it('applies the default view (Yesterday) when the page opens plain', async () => {
    const storage = createMemoryStorage();
    const kept = { views: [{ name: 'Daily file', values: { range: 'yesterday' }, columns: null }], defaultName: 'Daily file' };
    storage.set(scopedStorageKey(USER.userName, 'saved-views:sso250'), JSON.stringify(kept));
    const { navigation } = renderScreen({ storage });
    expect(dateInput()).toHaveValue(typed(YESTERDAY));
    await waitFor(() => expect(navigation.location).toBe(`${PAGE}?range=yesterday`));
    expect(screen.getByRole('button', { name: 'Views: Daily file' })).toBeInTheDocument();
  });

  it('saves a view of yesterday as Yesterday or as the fixed day, and offers nothing else', async () => {
    const { navigation, user } = renderScreen({ path: `${PAGE}?date=${compact(YESTERDAY)}` });
    await user.click(screen.getByRole('button', { name: 'Views' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Save view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    const choices = within(dialog).getByRole('group', { name: 'Date' });
    expect(within(choices).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([`Fixed date (${typed(YESTERDAY)})`, 'Yesterday']);
    expect(within(choices).getByRole('radio', { name: 'Yesterday' })).toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Daily file{Enter}');
    await waitFor(() => expect(navigation.location).toBe(`${PAGE}?range=yesterday`));
    expect(dateInput()).toHaveValue(typed(YESTERDAY));
    expect(await screen.findByRole('button', { name: 'Views: Daily file' })).toBeInTheDocument();
  });
});
