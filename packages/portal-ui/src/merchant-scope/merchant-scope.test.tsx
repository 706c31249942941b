import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../session/session-types';
import { FULL_ACCESS_USER, PortalHarness, STAFF_USER, staticSession } from '../test-support/portal-harness';
import { MerchantScopeProvider, useMerchantInScope } from './merchant-scope';

const OTHER = { merchantId: '1000000002', merchantName: 'Siam E-Payment Co., Ltd.' };

function Probe() {
  const merchant = useMerchantInScope();
  return <p>{merchant ? `${merchant.merchantId} ${merchant.merchantName}` : 'none'}</p>;
}

function renderAs(user: SessionUser | null, wrap: (probe: ReactNode) => ReactNode = (probe) => probe) {
  const view = render(<PortalHarness session={staticSession(user)}>{wrap(<Probe />)}</PortalHarness>);
  const shown = screen.getByRole('paragraph').textContent;
  view.unmount();
  return shown;
}

describe('useMerchantInScope', () => {
  it("is a merchant user's own merchant, whatever a provider holds", () => {
    const own = `${FULL_ACCESS_USER.merchantProfile.merchantId} ${FULL_ACCESS_USER.merchantProfile.merchantName}`;
    expect(renderAs(FULL_ACCESS_USER)).toBe(own);
    expect(renderAs(FULL_ACCESS_USER, (probe) => <MerchantScopeProvider defaultMerchant={OTHER}>{probe}</MerchantScopeProvider>)).not.toContain(OTHER.merchantId);
  });

  it('is the merchant a staff user chose in the nearest provider', () => {
    expect(renderAs(STAFF_USER, (probe) => <MerchantScopeProvider defaultMerchant={OTHER}>{probe}</MerchantScopeProvider>)).toBe(
      `${OTHER.merchantId} ${OTHER.merchantName}`,
    );
  });

  it('is none for staff before they chose, outside any provider, and when signed out', () => {
    expect(renderAs(STAFF_USER, (probe) => <MerchantScopeProvider>{probe}</MerchantScopeProvider>)).toBe('none');
    expect(renderAs(STAFF_USER)).toBe('none');
    expect(renderAs(null)).toBe('none');
  });
});
