import type { TokenSet } from '@lego-portal/api-client';
import { DEMO_STAFF, signInTokens } from '@lego-portal/test-kit';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { STAFF_USER } from '../../test-support/portal-harness';
import type { PortalSandbox } from '../../test-support/render-portal';
import { renderPortal } from '../../test-support/render-portal';
import { MerchantPicker } from './merchant-picker';

const url = inject('sandboxUrl');
let tokens: TokenSet;
beforeAll(async () => {
  // The merchant search answers bank staff only: a real staff sign-in.
  tokens = await signInTokens(url, DEMO_STAFF.maker.username);
});

const SEARCH = '/merchantprofile/search';

function renderPicker({ locale = 'en', sandbox = { url, tokens } }: { locale?: 'en' | 'th'; sandbox?: PortalSandbox } = {}) {
  const onChoose = vi.fn();
  const view = renderPortal(<MerchantPicker onChoose={onChoose} />, { user: STAFF_USER, locale, sandbox });
  return { ...view, onChoose, searches: () => view.sentTo(SEARCH).map((request) => request.body) };
}

const found = () => screen.findByRole('list', { name: 'Merchants found' });
/** The picker's polite summary of what the search found (the harness has statuses of its own). */
const summary = async (text: string) => expect(await screen.findByText(text)).toHaveAttribute('role', 'status');

describe('MerchantPicker', () => {
  it('finds merchants by part of the name, in any case, and chooses one with the keyboard', async () => {
    const { user, searches, onChoose } = renderPicker();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose Merchant' })).toBeInTheDocument();
    // Nothing is asked before Search.
    expect(searches()).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'Merchant Name' }), 'co., LTD{Enter}');
    const buttons = within(await found()).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Siam Online Mart Co., Ltd.1000000002', 'Lanna Utilities Co., Ltd.1000000003']);
    await summary('Merchants found: 2');
    expect(searches()).toEqual([{ merchantName: 'co., LTD', page: 1, size: 20 }]);
    buttons[0]!.focus();
    await user.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledWith({ merchantId: '1000000002', merchantName: 'Siam Online Mart Co., Ltd.', merchantCode: 'SIAMMART' });
  });

  it('finds a merchant by its exact ID, and says when none matches', async () => {
    const { user, searches } = renderPicker();
    const id = screen.getByRole('textbox', { name: 'Merchant ID' });
    await user.type(id, '1000000001');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(within(await found()).getByRole('button', { name: /Chao Phraya Insurance PCL/ })).toBeInTheDocument();
    await user.clear(id);
    await user.type(id, '1000000009{Enter}');
    await summary('No data found');
    expect(screen.queryByRole('list', { name: 'Merchants found' })).not.toBeInTheDocument();
    expect(searches().map((criteria) => criteria?.merchantId)).toEqual(['1000000001', '1000000009']);
  });

  it('refuses a merchant ID that is not 10 digits at the field, asking nothing', async () => {
    const { user, searches } = renderPicker();
    const id = screen.getByRole('textbox', { name: 'Merchant ID' });
    await user.type(id, '12345{Enter}');
    expect(id).toHaveAccessibleDescription('Merchant ID must be 10 digits.');
    expect(id).toHaveAttribute('aria-invalid', 'true');
    expect(id).toHaveFocus();
    expect(searches()).toEqual([]);
  });

  it('shows a failed search with Retry, which asks again', async () => {
    // A closed port: the gateway is unreachable, as a dropped connection is.
    const { user, searches } = renderPicker({ sandbox: { url: 'http://127.0.0.1:9', tokens } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The merchants could not be searched: Service Unavailable');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(searches()).toHaveLength(2));
  });

  it('speaks Thai', async () => {
    const { user } = renderPicker({ locale: 'th' });
    expect(await screen.findByRole('heading', { level: 1, name: 'เลือกร้านค้า' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ค้นหา' }));
    expect(await screen.findByRole('list', { name: 'ร้านค้าที่พบ' })).toBeInTheDocument();
    await summary('ร้านค้าที่พบ: 3');
  });
});
