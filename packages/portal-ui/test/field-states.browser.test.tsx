import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import portalCss from '../styled-system/styles.css?inline';
import { PasswordField, PortalRoot, Select, TextareaField, TextField } from '../src';

/** border.strong (gray.500) and danger.solid (red.700). */
const NORMAL_BORDER = 'rgb(100, 116, 139)';
const INVALID_BORDER = 'rgb(185, 28, 28)';

beforeAll(() => {
  const style = document.createElement('style');
  style.textContent = portalCss;
  document.head.append(style);
});
afterEach(cleanup);

const borderOf = (element: Element) => getComputedStyle(element).borderTopColor;

/** The New User form's kinds of required field, with or without the error message they show. */
function RequiredFields({ errorText }: { errorText?: string }) {
  return (
    <PortalRoot>
      <TextField label="Username" required errorText={errorText} />
      <TextareaField label="Note" required errorText={errorText} />
      <PasswordField label="Password" required errorText={errorText} />
      <Select label="Status" required value={null} onValueChange={() => {}} options={[{ value: 'A', label: 'Active' }]} errorText={errorText} />
    </PortalRoot>
  );
}

const controls = () => [
  screen.getByRole('textbox', { name: 'Username' }),
  screen.getByRole('textbox', { name: 'Note' }),
  screen.getByLabelText(/^Password/),
  screen.getByRole('combobox', { name: 'Status' }),
];

describe('field states (Chromium)', () => {
  it('shows an empty required field with the normal border until it has an error to show', () => {
    const { rerender } = render(<RequiredFields />);
    for (const control of controls()) {
      expect(control).not.toHaveAttribute('aria-invalid', 'true');
      expect(borderOf(control)).toBe(NORMAL_BORDER);
    }
    // Even once the browser's own validation has looked at them (the form was checked).
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeInvalid();

    rerender(<RequiredFields errorText="Please input data" />);
    for (const control of controls()) {
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(borderOf(control)).toBe(INVALID_BORDER);
    }
  });

  it('lets a keyboard user reach the Show toggle with Tab and press it with Enter or Space', async () => {
    render(
      <PortalRoot>
        <PasswordField label="Password" />
        <button type="button">Next</button>
      </PortalRoot>,
    );
    const input = screen.getByLabelText('Password');
    await userEvent.click(input);
    await userEvent.keyboard('S3cret!pass');
    await userEvent.tab();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAccessibleName('Hide password');
    expect(toggle).toHaveFocus();

    await userEvent.keyboard(' ');
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAccessibleName('Show password');

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('toggles once per mouse click, as before', async () => {
    render(
      <PortalRoot>
        <PasswordField label="Password" />
      </PortalRoot>,
    );
    const input = screen.getByLabelText('Password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});
