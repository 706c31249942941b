import { LABELS, MERCHANT_PROFILE_FORM_TEXTS } from '@lego-portal/rules';
import { useState } from 'react';
import { Badge } from '../../../primitives/badge';
import { ConfirmDialog } from '../../../primitives/confirm-dialog';
import { DetailHeader } from '../../../primitives/detail-header';
import { Menu } from '../../../primitives/menu';
import { useStaffAccess } from '../../../hooks/use-staff-access';
import { useTexts } from '../../../texts/texts-context';

/** Props of {@link MerchantProfileHeader}. */
export interface MerchantProfileHeaderProps {
  headingId: string;
  merchantName: string;
  /** `merchantInfo.isActive`. */
  isActive: string;
  busy: boolean;
  onEdit: () => void;
  onStatus: (action: 'ACTIVATE' | 'INACTIVATE') => unknown;
}

/**
 * The view mode's header (spec section 2: "Update is reached by an Edit action in a view-only
 * header"): the merchant's name and status, and the Action menu with Edit and, by status,
 * Inactivate or Activate, each of those asking first. Activate and Inactivate are the bank's:
 * only staff who set the bank's terms are offered them (the server refuses them from anyone
 * else).
 */
export function MerchantProfileHeader({ headingId, merchantName, isActive, busy, onEdit, onStatus }: MerchantProfileHeaderProps) {
  const texts = useTexts('merchantProfileForm', MERCHANT_PROFILE_FORM_TEXTS);
  const labels = useTexts('label', LABELS);
  const { setsBankTerms } = useStaffAccess();
  const [confirming, setConfirming] = useState<'ACTIVATE' | 'INACTIVATE' | null>(null);
  const active = isActive === 'Y';
  const status = active ? 'INACTIVATE' : 'ACTIVATE';
  return (
    <>
      <DetailHeader
        id={headingId}
        eyebrow={texts.viewHeading}
        title={merchantName}
        badge={<Badge tone={active ? 'success' : 'neutral'}>{active ? texts.active : texts.inactive}</Badge>}
        actions={
          <Menu
            label={labels.action}
            disabled={busy}
            items={[
              { value: 'edit', label: labels.edit },
              ...(setsBankTerms ? [{ value: status, label: active ? texts.inactivate : texts.activate, tone: active ? ('danger' as const) : undefined }] : []),
            ]}
            onSelect={(value) => {
              if (value === 'edit') onEdit();
              else setConfirming(value as 'ACTIVATE' | 'INACTIVATE');
            }}
          />
        }
      />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={confirming === 'ACTIVATE' ? texts.activateConfirmTitle : texts.inactivateConfirmTitle}
        message={confirming === 'ACTIVATE' ? texts.activateConfirmBody : texts.inactivateConfirmBody}
        confirmLabel={confirming === 'ACTIVATE' ? texts.activate : texts.inactivate}
        destructive={confirming === 'INACTIVATE'}
        onConfirm={() => (confirming ? onStatus(confirming) : undefined)}
      />
    </>
  );
}
