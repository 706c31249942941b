import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextareaField } from './textarea-field';

describe('TextareaField', () => {
  it('is a textbox named by its label that keeps every line typed, Enter included', async () => {
    render(<TextareaField label="Note" helperText="Up to 255 characters" />);
    const textarea = screen.getByRole('textbox', { name: 'Note' });
    expect(textarea).toHaveAccessibleDescription('Up to 255 characters');
    await userEvent.type(textarea, 'First line{Enter}second line');
    expect(textarea).toHaveValue('First line\nsecond line');
  });

  it('announces the error text and is aria-invalid when it has one', () => {
    render(<TextareaField label="Note" errorText="Note must not exceed 255 characters." defaultValue="x" />);
    const textarea = screen.getByRole('textbox', { name: 'Note' });
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Note must not exceed 255 characters.');
  });

  it('is read-only when asked, keeping its text', () => {
    render(<TextareaField label="Note" readOnly defaultValue={'Two\nlines'} />);
    const textarea = screen.getByRole('textbox', { name: 'Note' });
    expect(textarea).toHaveAttribute('readonly');
    expect(textarea).toHaveValue('Two\nlines');
  });
});
