import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/** In a component test: searches the merchant picker by `name` and chooses the merchant found, as a staff user does. */
export async function chooseMerchant(user: ReturnType<typeof userEvent.setup>, name: string): Promise<void> {
  await user.type(await screen.findByRole('textbox', { name: 'Merchant Name' }), `${name}{Enter}`);
  await user.click(await screen.findByRole('button', { name: new RegExp(name) }));
}
