import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PortalFrame } from '../../frame';
import type { MemoryNavigation } from '../../provider/memory-navigation';
import { createMemoryNavigation } from '../../provider/memory-navigation';
import { createPortalPaths } from '../../provider/paths';
import { registrationListHandler } from '../../screens/reports/registration-shared/test-kit/story-fixtures';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../../test-support/portal-harness';
import { textsOf } from '../../test-support/story-texts';
import { RegistrationReports } from './registration-reports';
import { registrationReportsPaths } from './registration-reports-paths';

// The host's paths with the reports at its own prefix: the frame's menu and the feature agree.
const PATHS = { ...createPortalPaths(), ...registrationReportsPaths('/staff/reports') };
// The navigation of the story being shown, so a play function can check where the feature went.
let navigation: MemoryNavigation = createMemoryNavigation();

const meta = {
  title: 'Features/RegistrationReports',
  component: RegistrationReports,
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: [registrationListHandler()] } },
  // A fresh navigation per story, created once (a re-render must not replace it).
  beforeEach: () => {
    navigation = createMemoryNavigation('/staff/reports');
  },
  render: (args) => (
    <PortalHarness session={staticSession(FULL_ACCESS_USER)} navigation={navigation} paths={PATHS}>
      <PortalFrame>
        <RegistrationReports {...args} />
      </PortalFrame>
    </PortalHarness>
  ),
} satisfies Meta<typeof RegistrationReports>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * In a host's frame, its paths spread with `registrationReportsPaths('/staff/reports')`: the
 * prefix opens the registration report, and the menu's entries open the other two under it.
 */
export const InTheFrame: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('page.reports.registration') })).toBeVisible();
    await expect(navigation.history).toEqual(['/staff/reports/registration']);
    const menu = within(canvas.getByRole('navigation', { name: t('frame.mainMenu') }));
    await userEvent.click(menu.getByRole('link', { name: t('menu.onlineRegistrationMonitoring') }));
    await expect(navigation.location).toBe('/staff/reports/online-registration-monitoring');
    await expect(await canvas.findByRole('heading', { level: 1, name: t('page.reports.monitoring') })).toBeVisible();
    await userEvent.click(menu.getByRole('link', { name: t('menu.sso250') }));
    await expect(await canvas.findByRole('heading', { level: 1, name: t('page.reports.sso250') })).toBeVisible();
  },
};
