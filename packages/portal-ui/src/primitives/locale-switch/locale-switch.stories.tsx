import type { PortalLocale } from '@lego-portal/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { localeOf, textsOf } from '../../test-support/story-texts';
import { TextsProvider } from '../../texts/texts-context';
import { LocaleSwitch, type LocaleSwitchProps } from './locale-switch';

/** A host that keeps the language: the switch re-renders in the language chosen. */
function Host(props: LocaleSwitchProps) {
  const [locale, setLocale] = useState(props.value);
  return (
    <TextsProvider locale={locale}>
      <LocaleSwitch
        value={locale}
        onValueChange={(next: PortalLocale) => {
          setLocale(next);
          props.onValueChange(next);
        }}
      />
    </TextsProvider>
  );
}

const meta = {
  title: 'Primitives/LocaleSwitch',
  component: LocaleSwitch,
  // Starts in the story's language, as a host starts in the page's.
  render: (args, { globals }) => <Host {...args} value={localeOf(globals.locale)} />,
  args: { value: 'en', onValueChange: fn() },
} satisfies Meta<typeof LocaleSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

const NAMES = { en: 'English', th: 'ไทย' } as const;

/** Each language named in its own language; the one shown is chosen. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals.locale);
    const group = within(canvasElement).getByRole('radiogroup', { name: textsOf(locale)('locale.label') });
    await expect(within(group).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['en', 'th']);
    await expect(within(group).getByRole('radio', { name: NAMES[locale] })).toBeChecked();
    await expect(within(group).getByText('ไทย')).toHaveAttribute('lang', 'th');
  },
};

/** With the keyboard alone: Tab to the chosen language, an arrow key to the other. */
export const WithKeyboard: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const from = localeOf(globals.locale);
    const to = from === 'en' ? 'th' : 'en';
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: NAMES[from] })).toHaveFocus();
    await userEvent.keyboard(to === 'th' ? '{ArrowRight}' : '{ArrowLeft}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(to);
    await waitFor(() => expect(canvas.getByRole('radiogroup', { name: textsOf(to)('locale.label') })).toBeVisible());
    await expect(canvas.getByRole('radio', { name: NAMES[to] })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: NAMES[to] })).toHaveFocus();
  },
};

/** By pointer: a click on the other language. */
export const WithPointer: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const from = localeOf(globals.locale);
    const to = from === 'en' ? 'th' : 'en';
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText(NAMES[to]));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(to);
    await waitFor(() => expect(canvas.getByRole('radio', { name: NAMES[to] })).toBeChecked());
  },
};
