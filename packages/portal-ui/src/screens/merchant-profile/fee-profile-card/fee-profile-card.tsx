import { MERCHANT_PROFILE_FORM_TEXTS } from '@lego-portal/rules';
import { BankTermsFields } from '../../../fields/bank-terms/bank-terms-fields';
import { Card } from '../../../primitives/card';
import { useTexts } from '../../../texts/texts-context';
import { FeeFields } from './fee-fields';
import { FeeGroup } from './fee-group';
import { feeLayout } from './fee-layout';
import { FeeProfileView } from './fee-profile-view';
import { InterFeeFields } from './inter-fee-fields';
import { WaiverFields } from './waiver-fields';

/** Props of {@link FeeProfileCard}. */
export interface FeeProfileCardProps {
  /** `view` shows the values read-only; `update` the editable fields. */
  mode: 'view' | 'update';
}

/**
 * The fee profile and waiver of the merchant profile screen (spec sections 3 to 5), in three
 * groups: the fee, the inter-branch and inter-region fees, and the waiver. Reads the merchant
 * profile form (`feeProfile.*`) from react-hook-form's context: render it inside the screen's
 * `FormProvider`. Each group watches only its own switches and errors, so typing elsewhere in
 * the profile does not render it again. The bank sets all of it: in `update` the fields are
 * editable only for staff who set the bank's terms; a merchant user reads the values as in
 * `view`, under a note saying why (`BankTermsFields`).
 *
 * @example
 * <FormProvider {...form}>
 *   <FeeProfileCard mode="update" />
 * </FormProvider>
 */
export function FeeProfileCard({ mode }: FeeProfileCardProps) {
  const texts = useTexts('merchantProfileForm', MERCHANT_PROFILE_FORM_TEXTS);
  return (
    <Card title={texts.feeProfile} headingLevel={2}>
      {mode === 'view' ? (
        <FeeProfileView />
      ) : (
        <BankTermsFields view={<FeeProfileView />}>
          <div className={feeLayout.groups}>
            <FeeGroup heading={texts.feeCharges}>
              <FeeFields />
            </FeeGroup>
            <FeeGroup heading={texts.interFees}>
              <InterFeeFields group="interBranchFee" />
              <InterFeeFields group="interRegionFee" />
            </FeeGroup>
            <FeeGroup heading={texts.waiver}>
              <WaiverFields />
            </FeeGroup>
          </div>
        </BankTermsFields>
      )}
    </Card>
  );
}
