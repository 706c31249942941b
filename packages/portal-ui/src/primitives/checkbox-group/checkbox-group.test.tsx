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

  it('does not draw the group fully ticked once every child is ticked off (issue 27)', async () => {
    const user = userEvent.setup();
    function PartialAccount() {
      const [state, setState] = useState<CheckboxGroupValue>({ checked: true, value: items.map((item) => item.value) });
      return <CheckboxGroup label="Account" items={items} {...state} onChange={setState} indeterminateWhenPartial />;
    }
    render(<PartialAccount />);
    const account = screen.getByRole('checkbox', { name: 'Account' });
    expect(account).toBeChecked();
    for (const name of ['Profile', 'User', 'Customer']) {
      await user.click(screen.getByRole('checkbox', { name }));
      await waitFor(() => expect(screen.getByRole('checkbox', { name })).not.toBeChecked());
      // Some, then none, of its children: "mixed", never ticked.
      expect(account).not.toBeChecked();
      expect(account).toBePartiallyChecked();
    }
    // The children stay enabled (the group still asks for one), and a click on the group ticks them all.
    expect(screen.getByRole('checkbox', { name: 'Profile' })).toBeEnabled();
    await user.click(account);
    await waitFor(() => expect(account).toBeChecked());
    for (const name of ['Profile', 'User', 'Customer']) expect(screen.getByRole('checkbox', { name })).toBeChecked();
  });

  it('without indeterminateWhenPartial, still draws a ticked group with no child ticked as mixed', () => {
    render(<AccountGroup initial={{ checked: true, value: [] }} />);
    expect(screen.getByRole('checkbox', { name: 'Account' })).toBePartiallyChecked();
  });
});
