import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../test-support/render-portal';
import { STAFF_USER } from '../../test-support/portal-harness';
import { fakeMerchantSearch, WithMerchantSearch } from '../test-kit/fake-merchant-search';
import { MerchantPicker } from './merchant-picker';

function renderPicker(locale: 'en' | 'th' = 'en') {
  const fake = fakeMerchantSearch();
  const onChoose = vi.fn();
  const view = renderPortal(
    <WithMerchantSearch fake={fake}>
      <MerchantPicker onChoose={onChoose} />
    </WithMerchantSearch>,
    { user: STAFF_USER, locale },
  );
  return { ...view, fake, onChoose };
}

const found = () => screen.findByRole('list', { name: 'Merchants found' });
/** The picker's polite summary of what the search found (the harness has statuses of its own). */
const summary = async (text: string) => expect(await screen.findByText(text)).toHaveAttribute('role', 'status');

describe('MerchantPicker', () => {
  it('finds merchants by part of the name, in any case, and chooses one with the keyboard', async () => {
    const { user, fake, onChoose } = renderPicker();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose Merchant' })).toBeInTheDocument();
    // Nothing is asked before Search.
    expect(fake.asked).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'Merchant Name' }), 'co., LTD{Enter}');
    const buttons = within(await found()).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Siam Online Mart Co., Ltd.1000000002', 'Lanna Utilities Co., Ltd.1000000003Inactive']);
    await summary('Merchants found: 2');
    expect(fake.asked).toEqual([{ merchantName: 'co., LTD', page: 1, sizePerPage: 20 }]);
    buttons[0]!.focus();
    await user.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledWith({ merchantId: '1000000002', merchantName: 'Siam Online Mart Co., Ltd.', merchantCode: 'SIAMMART' });
  });

  it('finds a merchant by its exact ID, and says when none matches', async () => {
    const { user, fake } = renderPicker();
    const id = screen.getByRole('textbox', { name: 'Merchant ID' });
    await user.type(id, '1000000001');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(within(await found()).getByRole('button', { name: /Chao Phraya Insurance PCL/ })).toBeInTheDocument();
    await user.clear(id);
    await user.type(id, '1000000009{Enter}');
    await summary('No data found');
    expect(screen.queryByRole('list', { name: 'Merchants found' })).not.toBeInTheDocument();
    expect(fake.asked.map((criteria) => criteria.merchantId)).toEqual(['1000000001', '1000000009']);
  });

  it('refuses a merchant ID that is not 10 digits at the field, asking nothing', async () => {
    const { user, fake } = renderPicker();
    const id = screen.getByRole('textbox', { name: 'Merchant ID' });
    await user.type(id, '12345{Enter}');
    expect(id).toHaveAccessibleDescription('Merchant ID must be 10 digits.');
    expect(id).toHaveAttribute('aria-invalid', 'true');
    expect(id).toHaveFocus();
    expect(fake.asked).toEqual([]);
  });

  it('shows a failed search with Retry, which asks again', async () => {
    const { user, fake } = renderPicker();
    fake.failing = true;
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The merchants could not be searched: Service Unavailable');
    fake.failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(within(await found()).getAllByRole('button')).toHaveLength(3);
  });

  it('speaks Thai', async () => {
    const { user } = renderPicker('th');
    expect(await screen.findByRole('heading', { level: 1, name: 'เลือกร้านค้า' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ค้นหา' }));
    expect(await screen.findByRole('list', { name: 'ร้านค้าที่พบ' })).toBeInTheDocument();
    await summary('ร้านค้าที่พบ: 3');
  });
});
