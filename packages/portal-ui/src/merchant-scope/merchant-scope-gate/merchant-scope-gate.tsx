import type { ReactNode } from 'react';
import { useContext, useState } from 'react';
import { css } from '../../../styled-system/css';
import { usePortal } from '../../provider/portal-provider';
import { SessionMemoryScope } from '../../provider/session-scope';
import type { MerchantInScope, MerchantScopeValue } from '../merchant-scope';
import { useStaffAccess } from '../../hooks/use-staff-access';
import { MerchantScopeContext, MerchantScopeProvider } from '../merchant-scope';
import { MerchantPicker } from '../merchant-picker/merchant-picker';
import { MerchantScopeBar } from './merchant-scope-bar';

const stack = css({ display: 'flex', flexDirection: 'column', gap: '6', minWidth: '0' });

/** Props of {@link MerchantScopeGate}. */
export interface MerchantScopeGateProps {
  /**
   * Where the feature starts (its list, or the profile's view): a staff user who chooses a
   * merchant is taken there, since the address shown may name the last merchant's record or
   * carry its list's filters.
   */
  home?: string;
  /** The screen(s) that work on the merchant in scope. */
  children: ReactNode;
}

/**
 * What stands before a merchant-scoped screen. A merchant user goes straight to the screen (their
 * own merchant). A staff user first sees the {@link MerchantPicker}; once they chose, the screen
 * works on that merchant under a bar naming it, with Change Merchant. Switching merchants keeps
 * nothing of the last one: the screen is mounted afresh, with a session memory of its own.
 */
export function MerchantScopeGate({ home, children }: MerchantScopeGateProps) {
  const { staff } = useStaffAccess();
  if (!staff) return <>{children}</>;
  return (
    <MerchantScopeBoundary>
      <StaffGate home={home}>{children}</StaffGate>
    </MerchantScopeBoundary>
  );
}

/**
 * The nearest {@link MerchantScopeProvider}, or one of its own when none is above: a host's
 * provider shares one choice among its features; without it each feature keeps its own.
 */
export function MerchantScopeBoundary({ children }: { children: ReactNode }) {
  const outer = useContext(MerchantScopeContext);
  return outer ? <>{children}</> : <MerchantScopeProvider>{children}</MerchantScopeProvider>;
}

function StaffGate({ home, children }: MerchantScopeGateProps) {
  const { navigation } = usePortal();
  const pathname = navigation.usePathname();
  const [search] = navigation.useSearchState();
  // At the start already, with no filters of the last merchant in the address.
  const atHome = pathname === home && Object.values(search).every((value) => !value);
  const scope = useContext(MerchantScopeContext) as MerchantScopeValue;
  // Focus moves only after what the person did (chose, asked to change), never on first show.
  const [focus, setFocus] = useState<'picker' | 'merchant' | null>(null);
  const { merchant } = scope;
  if (!merchant) {
    const choose = (chosen: MerchantInScope) => {
      setFocus('merchant');
      scope.choose(chosen);
      if (home !== undefined && !atHome) navigation.navigate(home);
    };
    return <MerchantPicker focusOnShow={focus === 'picker'} onChoose={choose} />;
  }
  const change = () => {
    setFocus('picker');
    scope.clear();
  };
  return (
    // Keyed by merchant: nothing of the last merchant's screen (state, queries, memory) survives.
    <div key={merchant.merchantId} className={stack}>
      <MerchantScopeBar merchant={merchant} onChange={change} focusOnShow={focus === 'merchant'} />
      <SessionMemoryScope>{children}</SessionMemoryScope>
    </div>
  );
}
