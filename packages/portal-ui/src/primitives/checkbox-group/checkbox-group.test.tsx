import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CheckboxGroup, type CheckboxGroupValue } from './checkbox-group';

const items = [
  { value: 'profile', label: 'Profile' },
  { value: 'user', label: 'User' },
  { value: 'customerProfile', label: 'Customer' },
];

function AccountGroup({ initial }: { initial: CheckboxGroupValue }) {
  const [state, setState] = useState(initial);
  return <CheckboxGroup label="Account" items={items} {...state} onChange={setState} />;
}

describe('CheckboxGroup', () => {
  it('keeps the children disabled while the group is unticked', () => {
    render(<AccountGroup initial={{ checked: false, value: [] }} />);
    for (const name of ['Profile', 'User', 'Customer']) {
      expect(screen.getByRole('checkbox', { name })).toBeDisabled();
      expect(screen.getByRole('checkbox', { name })).not.toBeChecked();
    }
  });

  it('ticks and enables every child when the group is ticked, and unticks them all again', async () => {
    const user = userEvent.setup();
    render(<AccountGroup initial={{ checked: false, value: [] }} />);
    // Ark's checkbox machine may commit a controlled change in a later task on a busy machine.
    await user.click(screen.getByRole('checkbox', { name: 'Account' }));
    await waitFor(() => {
      for (const name of ['Profile', 'User', 'Customer']) {
        expect(screen.getByRole('checkbox', { name })).toBeChecked();
        expect(screen.getByRole('checkbox', { name })).toBeEnabled();
      }
    });

    await user.click(screen.getByRole('checkbox', { name: 'User' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'User' })).not.toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Profile' })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Account' }));
    await waitFor(() => {
      for (const name of ['Profile', 'User', 'Customer']) {
        expect(screen.getByRole('checkbox', { name })).not.toBeChecked();
        expect(screen.getByRole('checkbox', { name })).toBeDisabled();
      }
    });
  });
});
