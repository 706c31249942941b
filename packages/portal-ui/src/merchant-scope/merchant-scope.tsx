/**
 * The merchant a feature works on (issue 29). A merchant user works on their own merchant, always;
 * one of the bank's staff has none of their own and works on the merchant chosen in the nearest
 * {@link MerchantScopeProvider} (the merchant-scoped features open with a picker for it).
 */
import type { ReactNode } from 'react';
import { createContext, useContext, useMemo, useState } from 'react';
import { useStaffAccess } from '../hooks/use-staff-access';
import { usePortalSession } from '../provider/portal-provider';

/** The merchant in scope: every request of a merchant-scoped screen names it. */
export interface MerchantInScope {
  merchantId: string;
  merchantName: string;
  /** The merchant's code, when known (the user list request carries it). */
  merchantCode?: string;
}

/** The staff's choice in a {@link MerchantScopeProvider}. */
export interface MerchantScopeValue {
  /** The merchant chosen, or null before one is. */
  merchant: MerchantInScope | null;
  /** Works on `merchant` from now on; nothing of the merchant before is kept. */
  choose(merchant: MerchantInScope): void;
  /** Forgets the merchant chosen: the picker shows again. */
  clear(): void;
}

export const MerchantScopeContext = createContext<MerchantScopeValue | null>(null);

/** Props of {@link MerchantScopeProvider}. */
export interface MerchantScopeProviderProps {
  /** The merchant chosen at first (e.g. one the host remembers); none by default. */
  defaultMerchant?: MerchantInScope | null;
  children: ReactNode;
}

/**
 * Holds the merchant a staff user chose, for the merchant-scoped screens and features inside.
 * Each merchant-scoped feature has one of its own when none is above it; a host puts one around
 * several features to have them share the choice. It holds the choice in memory only: a reload
 * asks again. A merchant user's scope is always their own merchant, whatever this holds.
 */
export function MerchantScopeProvider({ defaultMerchant = null, children }: MerchantScopeProviderProps) {
  const [merchant, setMerchant] = useState<MerchantInScope | null>(defaultMerchant);
  const value = useMemo<MerchantScopeValue>(() => ({ merchant, choose: setMerchant, clear: () => setMerchant(null) }), [merchant]);
  return <MerchantScopeContext.Provider value={value}>{children}</MerchantScopeContext.Provider>;
}

/**
 * The merchant the screens work on, or null: a merchant user's own merchant; for staff the one
 * chosen in the nearest {@link MerchantScopeProvider}, null before they chose (or outside any).
 * Screens send its `merchantId` in their requests and ask nothing while it is null.
 */
export function useMerchantInScope(): MerchantInScope | null {
  const { user } = usePortalSession();
  const chosen = useContext(MerchantScopeContext)?.merchant ?? null;
  const { staff } = useStaffAccess();
  const own = user?.merchantProfile;
  const ownId = own?.merchantId ?? '';
  const ownName = own?.merchantName ?? '';
  const ownCode = own?.merchantCode;
  // One object per merchant, not per render: screens key their queries and callbacks on it.
  const ownScope = useMemo<MerchantInScope | null>(
    () => (ownId ? { merchantId: ownId, merchantName: ownName, ...(ownCode ? { merchantCode: ownCode } : {}) } : null),
    [ownId, ownName, ownCode],
  );
  if (!user) return null;
  return staff ? chosen : ownScope;
}
