import type { AuthorizationChecked } from '@lego-portal/rules';
import { AUTHORIZATION_MESSAGES, EMPTY_AUTHORIZATION } from '@lego-portal/rules';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AuthorizationCheckboxes } from './authorization-checkboxes';

function Controlled({ initial = EMPTY_AUTHORIZATION, onChange }: { initial?: AuthorizationChecked; onChange?: (next: AuthorizationChecked) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <AuthorizationCheckboxes
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const box = (name: string) => screen.getByRole('checkbox', { name });
const reportChildren = ['Transaction', 'Registration', 'Online Registration Monitoring', 'Payment Summary by Status'];

describe('AuthorizationCheckboxes', () => {
  it('offers only the grants a merchant user may give, children disabled while their group is unticked', () => {
    render(<Controlled />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(8);
    for (const name of ['Profile', 'Customer', ...reportChildren]) {
      expect(box(name)).toBeDisabled();
      expect(box(name)).not.toBeChecked();
    }
    expect(screen.queryByRole('checkbox', { name: /User/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Scheduled/ })).not.toBeInTheDocument();
  });

  it('ticks all children with the group, shows it indeterminate when partly ticked, and unticks all with it', async () => {
    const user = userEvent.setup();
    const changes: AuthorizationChecked[] = [];
    render(<Controlled onChange={(next) => changes.push(next)} />);
    // Ark's checkbox syncs the controlled state through a state machine whose update React may
    // render in a later task on a busy machine, so each state is awaited rather than read at once.
    await user.click(box('Report'));
    await waitFor(() => {
      for (const name of reportChildren) {
        expect(box(name)).toBeChecked();
        expect(box(name)).toBeEnabled();
      }
    });
    expect(box('Account')).not.toBeChecked();

    await user.click(box('Registration'));
    await waitFor(() => expect(box('Report')).toBePartiallyChecked());
    expect(changes.at(-1)).toMatchObject({ report: true, transactionReport: true, registrationReport: false, onlineRegistrationReport: true });

    // A click on an indeterminate group ticks every child again.
    await user.click(box('Report'));
    await waitFor(() => {
      expect(box('Registration')).toBeChecked();
      expect(box('Report')).toBeChecked();
    });

    await user.click(box('Report'));
    await waitFor(() => {
      for (const name of reportChildren) {
        expect(box(name)).not.toBeChecked();
        expect(box(name)).toBeDisabled();
      }
    });
    expect(changes.at(-1)).toEqual(EMPTY_AUTHORIZATION);
  });

  it('shows the rules message of a group and is read-only when disabled', () => {
    render(
      <AuthorizationCheckboxes
        value={{ ...EMPTY_AUTHORIZATION, account: true }}
        onChange={() => {}}
        errors={{ account: AUTHORIZATION_MESSAGES.accountChildRequired }}
      />,
    );
    expect(screen.getByRole('group', { name: 'Account' })).toHaveAccessibleDescription(AUTHORIZATION_MESSAGES.accountChildRequired);
    render(<AuthorizationCheckboxes value={{ ...EMPTY_AUTHORIZATION, report: true, transactionReport: true }} onChange={() => {}} disabled />);
    expect(screen.getAllByRole('checkbox', { name: 'Report' }).at(-1)).toBeDisabled();
    expect(screen.getAllByRole('checkbox', { name: 'Transaction' }).at(-1)).toBeChecked();
  });
});
