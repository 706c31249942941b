import { LABELS, MERCHANT_PROFILE_FORM_TEXTS } from '@lego-portal/rules';
import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import { Badge } from '../../../primitives/badge';
import { Button } from '../../../primitives/button';
import { ConfirmDialog } from '../../../primitives/confirm-dialog';
import { DetailHeader } from '../../../primitives/detail-header';
import { Menu } from '../../../primitives/menu';
import { useStaffAccess } from '../../../hooks/use-staff-access';
import { useTexts } from '../../../texts/texts-context';

const actionRow = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' });

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
 * header"): the merchant's name and status, Edit as a button of its own (the everyday action,
 * issue 30), and the Action menu with, by status, Inactivate or Activate, each asking first, so
 * the destructive one is never the button beside Edit. Activate and Inactivate are the bank's:
 * only staff who set the bank's terms are offered them (the server refuses them from anyone
 * else), and without them there is no Action menu.
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
          <div className={actionRow}>
            <Button onClick={onEdit} disabled={busy}>
              {labels.edit}
            </Button>
            {setsBankTerms ? (
              <Menu
                label={labels.action}
                disabled={busy}
                items={[{ value: status, label: active ? texts.inactivate : texts.activate, tone: active ? ('danger' as const) : undefined }]}
                onSelect={(value) => setConfirming(value as 'ACTIVATE' | 'INACTIVATE')}
              />
            ) : null}
          </div>
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
