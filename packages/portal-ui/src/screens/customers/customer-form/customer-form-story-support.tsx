/**
 * What the customer form's stories files share: the form in the portal harness as demo_full
 * (merchant 1000000001), an MSW "server" answering the two lookups and the change handler (and
 * counting what was sent), and the helpers play functions read and drive the form with. Not part
 * of the published package.
 */
import type { Schemas } from '@lego-portal/api-client';
import type { Meta } from '@storybook/react-vite';
import type { HttpResponseResolver } from 'msw';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within, userEvent } from 'storybook/test';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../../../test-support/portal-harness';
import { errorBody } from '../../../test-support/error-body';
import type { StoryTexts } from '../../../test-support/story-texts';
import { BANK_PEOPLE, E_PAYMENT_MERCHANT, MERCHANT_ONE } from '../test-kit/customer-form-fixtures';
import { CustomerForm } from './customer-form';

export const MERCHANT_URL = '/api/lego-customerprofile/ext/customerprofile/merchant';
export const CUSTOMER_URL = '/api/lego-customerprofile/ext/customerprofile/customer';
export const CHANGE_URL = '/api/lego-changehandler/ext/changehandler/';

/** The meta every stories file of the form starts from (each adds its title and args). */
export const formMeta = {
  component: CustomerForm,
  render: (args) => (
    <PortalHarness session={staticSession(FULL_ACCESS_USER)}>
      <CustomerForm {...args} />
    </PortalHarness>
  ),
} satisfies Partial<Meta<typeof CustomerForm>>;

type Lookup = Schemas['BankCustomerLookupRequest'];
const MERCHANTS: Record<string, Schemas['CustomerMerchantLookupResponse']> = { [MERCHANT_ONE.merchantId]: MERCHANT_ONE, [E_PAYMENT_MERCHANT.merchantId]: E_PAYMENT_MERCHANT };

/**
 * The lookups and the change handler behind MSW: merchants 1000000001 (no e-payments) and
 * 1000000002 (e-payments), any other 404; the bank's people of the fixtures, anyone else 404.
 * `submit` answers the PUT instead of the default 200; the request is counted either way. Call
 * `reset()` in the story's `beforeEach` (stories share a page, and each runs once per language).
 */
export function customerServer(submit?: HttpResponseResolver) {
  const puts: Record<string, unknown>[] = [];
  const lookups: Lookup[] = [];
  return {
    puts,
    lookups,
    reset() {
      puts.length = 0;
      lookups.length = 0;
    },
    handlers: [
      http.post(MERCHANT_URL, async ({ request }) => {
        const { merchantId } = (await request.json()) as { merchantId: string };
        const found = MERCHANTS[merchantId];
        return found ? HttpResponse.json(found) : HttpResponse.json(errorBody('Merchant not found.', 'NOT_FOUND'), { status: 404 });
      }),
      http.post(CUSTOMER_URL, async ({ request }) => {
        const asked = (await request.json()) as Lookup;
        lookups.push(asked);
        const found = Object.values(BANK_PEOPLE).find((person) =>
          asked.customerType === 'I'
            ? person.customerType === 'I' && person.idType === asked.idType && person.customerId === asked.customerId
            : person.customerType === 'C' && person.corpId === asked.corpId,
        );
        return found ? HttpResponse.json<Schemas['BankCustomer']>(found) : HttpResponse.json(errorBody('Customer not found.', 'NOT_FOUND'), { status: 404 });
      }),
      http.put(CHANGE_URL, async (info) => {
        puts.push((await info.request.clone().json()) as Record<string, unknown>);
        if (submit) return submit(info);
        return HttpResponse.json({ message: 'Change submitted for approval', custProfileId: 'C5E1A2B3C' });
      }),
    ],
  };
}

/** A label as a whole-name pattern: a required field's name may end with its mark. */
export const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

/** The text field labelled `label`. */
export const textField = (canvasElement: HTMLElement, label: string) => within(canvasElement).getByRole('textbox', { name: labelled(label) });

/** The Create or Update button. */
export const submitButton = (canvasElement: HTMLElement, t: StoryTexts, mode: 'create' | 'update' = 'create') =>
  within(canvasElement).getByRole('button', { name: t(mode === 'create' ? 'customerForm.create' : 'customerForm.update') });

/** Replaces a field's text (pasted: typing is not what these stories check, and each key costs a render). */
export async function fill(input: HTMLElement, value: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(value);
}

/** Finds the signed-in merchant and waits for its name. */
export async function findMerchant(canvasElement: HTMLElement, t: StoryTexts, name = MERCHANT_ONE.merchantName) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: t('customerForm.findMerchant') }));
  await within(canvasElement).findByText(t('customerForm.found', { name }));
}

/** Types `id` (a citizen ID for an individual, a tax ID for a corporate), Finds it and waits for `name`. */
export async function findCustomer(canvasElement: HTMLElement, t: StoryTexts, kind: 'I' | 'C', id: string, name: string) {
  await fill(textField(canvasElement, t(kind === 'I' ? 'customerForm.idNumberP1' : 'customerForm.corpId')), id);
  await userEvent.click(within(canvasElement).getByRole('button', { name: t('customerForm.findCustomer') }));
  await within(canvasElement).findByText(t('customerForm.found', { name }));
}

/** Finds both (Kanya for an individual, Riverside Foods for a corporate), gives the first account a number, and waits for the button. */
export async function readyToSubmit(canvasElement: HTMLElement, t: StoryTexts, kind: 'I' | 'C' = 'I') {
  await findMerchant(canvasElement, t);
  if (kind === 'I') await findCustomer(canvasElement, t, 'I', BANK_PEOPLE.kanya.customerId, BANK_PEOPLE.kanya.fullName);
  else await findCustomer(canvasElement, t, 'C', BANK_PEOPLE.riverside.corpId, BANK_PEOPLE.riverside.corpName);
  await fill(textField(canvasElement, t('customerForm.accountNumberN', { number: 1 })), '1112223334');
  await waitFor(() => expect(submitButton(canvasElement, t)).toBeEnabled());
}

/** Lets a request that would wrongly be sent reach MSW before a play function counts requests. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/** How long a play function waits for an answer on two busy cores. */
export const OUTCOME_WAIT = { timeout: 5000 };
