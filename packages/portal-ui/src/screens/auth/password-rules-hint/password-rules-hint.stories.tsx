import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { textsOf } from '../../../test-support/story-texts';
import { PasswordRulesHint } from './password-rules-hint';

const meta = {
  title: 'Screens/Auth/PasswordRulesHint',
  component: PasswordRulesHint,
  args: { password: '' },
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}><Story /></div>],
} satisfies Meta<typeof PasswordRulesHint>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NothingMet: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('auth.passwordRulesTitle'))).toBeVisible();
    await expect(canvas.getAllByText(`: ${t('auth.ruleNotMet')}`)).toHaveLength(5);
  },
};

export const PartiallyMet: Story = {
  args: { password: 'abc1' },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(`: ${t('auth.ruleMet')}`)).toHaveLength(2);
    await expect(canvas.getByText(t('passwordRule.digit')).closest('li')).toHaveAttribute('data-met');
    await expect(canvas.getByText(t('passwordRule.length')).closest('li')).not.toHaveAttribute('data-met');
  },
};

export const AllMet: Story = { args: { password: 'Fresh#Pass1' } };

/** On the dark surface of the tooltip. */
export const Inverted: Story = {
  args: { password: 'Fresh1', surface: 'inverted' },
  decorators: [(Story) => <div style={{ background: '#0f172a', color: '#fff', padding: '0.75rem', maxWidth: '22rem' }}><Story /></div>],
};
