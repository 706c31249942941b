import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/button';
import { TextField } from '../../primitives/text-field';
import { textsOf } from '../../test-support/story-texts';
import { FormActionBar } from './form-action-bar';

/** A form of `rows` text fields ending in the bar with Discard Edit and Update. */
function ExampleForm({ rows, locale }: { rows: number; locale: unknown }) {
  const t = textsOf(locale);
  return (
    <form aria-label="Example" noValidate onSubmit={(event) => event.preventDefault()} style={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}>
      {Array.from({ length: rows }, (_, i) => (
        <TextField key={i} name={`field${i + 1}`} label={`Field ${i + 1}`} />
      ))}
      <FormActionBar>
        <Button variant="outline">{t('label.discardEdit')}</Button>
        <Button type="submit">{t('merchantProfileForm.update')}</Button>
      </FormActionBar>
    </form>
  );
}

const meta = {
  title: 'Fields/FormActionBar',
  component: FormActionBar,
  args: { children: null },
} satisfies Meta<typeof FormActionBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Whether `element` lies wholly inside the viewport. */
const inViewport = (element: Element) => {
  const rect = element.getBoundingClientRect();
  return rect.top >= 0 && rect.bottom <= window.innerHeight;
};

/** The first field at or under the bar's top edge while the page is at its start. */
function firstFieldUnderBar(canvasElement: HTMLElement, bar: Element): HTMLInputElement {
  const barTop = bar.getBoundingClientRect().top;
  const fields = Array.from(canvasElement.querySelectorAll<HTMLInputElement>('input[name]'));
  const under = fields.find((field) => field.getBoundingClientRect().bottom > barTop);
  if (!under) throw new Error('no field under the bar');
  return under;
}

/**
 * A form taller than the screen: the buttons are in view at its start and halfway down, and Tab
 * into a field that lies under the bar scrolls it clear of the bar (WCAG 2.2 2.4.11).
 */
export const LongForm: Story = {
  globals: { viewport: { value: 'desktop' } },
  render: (_args, { globals }) => <ExampleForm rows={40} locale={globals.locale} />,
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    const update = canvas.getByRole('button', { name: t('merchantProfileForm.update') });
    const discard = canvas.getByRole('button', { name: t('label.discardEdit') });
    window.scrollTo({ top: 0, behavior: 'instant' });
    await waitFor(() => expect(inViewport(update) && inViewport(discard)).toBe(true));
    const bar = update.closest('[data-form-action-bar]') as HTMLElement;

    const hidden = firstFieldUnderBar(canvasElement, bar);
    const fields = Array.from(canvasElement.querySelectorAll<HTMLInputElement>('input[name]'));
    fields[fields.indexOf(hidden) - 1]?.focus();
    await userEvent.tab();
    await expect(hidden).toHaveFocus();
    await waitFor(() => expect(hidden.getBoundingClientRect().bottom).toBeLessThanOrEqual(bar.getBoundingClientRect().top));
    await expect(hidden.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);

    window.scrollTo({ top: (document.documentElement.scrollHeight - window.innerHeight) / 2, behavior: 'instant' });
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(0));
    await expect(inViewport(update) && inViewport(discard)).toBe(true);
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};

/** On a phone the bar fits the 390 px screen: both buttons side by side, in view. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  render: (_args, { globals }) => <ExampleForm rows={30} locale={globals.locale} />,
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    window.scrollTo({ top: 0, behavior: 'instant' });
    const update = canvas.getByRole('button', { name: t('merchantProfileForm.update') });
    const discard = canvas.getByRole('button', { name: t('label.discardEdit') });
    await waitFor(() => expect(inViewport(update) && inViewport(discard)).toBe(true));
    await expect(update.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A short form: the bar rests at the form's end, right after its last field. */
export const ShortForm: Story = {
  globals: { viewport: { value: 'desktop' } },
  render: (_args, { globals }) => <ExampleForm rows={2} locale={globals.locale} />,
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const update = within(canvasElement).getByRole('button', { name: t('merchantProfileForm.update') });
    const last = within(canvasElement).getByRole('textbox', { name: 'Field 2' });
    const bar = update.closest('[data-form-action-bar]') as HTMLElement;
    await expect(bar.getBoundingClientRect().top - last.getBoundingClientRect().bottom).toBeLessThan(64);
    await expect(bar.getBoundingClientRect().bottom).toBeLessThan(window.innerHeight - 200);
  },
};
