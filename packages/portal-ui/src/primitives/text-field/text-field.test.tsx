import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is named by its label and described by its helper text while valid', () => {
    render(<TextField label="Username" helperText="6 to 15 characters" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('6 to 15 characters');
  });

  it('announces the error text and is aria-invalid when it has one', () => {
    render(<TextField label="Email" required errorText="Invalid email format" />);
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Invalid email format');
  });
});
