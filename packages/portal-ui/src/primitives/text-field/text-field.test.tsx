import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
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

  it("sends what was typed with react-hook-form's register(), which reads the input through its ref", async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ username: string }>({ defaultValues: { username: 'somchai' } });
      return (
        <form onSubmit={handleSubmit(onSubmit)}>
          <TextField label="Username" {...register('username')} />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<Form />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveValue('somchai');
    await userEvent.type(input, '.k');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ username: 'somchai.k' });
  });
});
