/**
 * What the summary by status screen's two stories files share: the screen in the portal harness
 * as a user holding the summary, on a fresh memory navigation, answered by the made-up summary
 * of test-kit/summary-fixtures.ts; and the helpers play functions find its parts with. Not part
 * of the published package.
 */
import { formatDisplayDate } from '@lego-portal/rules';
import type { Meta } from '@storybook/react-vite';
import { within } from 'storybook/test';
import type { MemoryNavigation } from '../../../provider/memory-navigation';
import { createMemoryNavigation } from '../../../provider/memory-navigation';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../../../test-support/portal-harness';
import type { StoryTexts } from '../../../test-support/story-texts';
import { SummaryByStatusScreen } from './summary-by-status-screen';
import { summaryHandler } from './test-kit/summary-fixtures';

export const PATH = '/reports/summary-by-status';
export const SUMMARY_ROLE = 'DD_REPORT_SUMMARY_PAYMENT_STATUS';
const USER = { ...FULL_ACCESS_USER, roles: [...FULL_ACCESS_USER.roles, SUMMARY_ROLE] };
/** 30 days ending on the stories' Saturday 21/11/2026, as a link would give them. */
export const MONTH = { fromDate: '20261023000000', toDate: '20261121235959' };
const MONTH_PATH = `${PATH}?from=${MONTH.fromDate}&to=${MONTH.toDate}`;

/** The navigation of the story being shown, so a play function can check where a link went. */
export const current: { navigation: MemoryNavigation } = { navigation: createMemoryNavigation() };

/**
 * The meta both stories files start from (each adds its own title): the month by default;
 * `parameters.initialPath` and `parameters.user` change where the screen opens and who sees it.
 */
export const screenMeta = {
  component: SummaryByStatusScreen,
  parameters: { msw: { handlers: [summaryHandler()] }, initialPath: MONTH_PATH, user: USER },
  beforeEach: ({ parameters }) => {
    current.navigation = createMemoryNavigation(parameters.initialPath as string);
  },
  render: (args, { parameters }) => (
    <PortalHarness session={staticSession(parameters.user as typeof USER)} navigation={current.navigation}>
      <SummaryByStatusScreen {...args} />
    </PortalHarness>
  ),
} satisfies Partial<Meta<typeof SummaryByStatusScreen>>;

/** A day (`YYYYMMDD...`) as the screen shows it. */
export const day = (stamp: string) => formatDisplayDate(stamp.slice(0, 8));
export const table = (canvasElement: HTMLElement, t: StoryTexts) => within(canvasElement).findByRole('table', { name: t('summaryReport.tableCaption') });
export const bodyRows = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>('tbody tr')];
export const chart = (canvasElement: HTMLElement, t: StoryTexts) => within(canvasElement).findByRole('group', { name: t('summaryReport.chartTitle') });
/** The figure the totals show under 'Total'. */
export const totalOf = (canvasElement: HTMLElement, t: StoryTexts) =>
  within(within(canvasElement).getByRole('region', { name: t('summaryReport.totals') }))
    .getAllByRole('term')
    .find((term) => term.textContent === t('summaryReport.total'))!.nextElementSibling!.textContent;
