import { formatMessage, MERCHANT_PROFILE_FORM_TEXTS } from '@lego-portal/rules';
import { memo, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../primitives/button';
import { DetailList } from '../../../primitives/detail-list';
import { useTexts } from '../../../texts/texts-context';
import { ShadowAccounts } from './shadow-accounts';
import type { SubAccountForm } from './sub-account-form';
import { isMaskedUrl, subAccountPath } from './sub-account-form';
import { SubAccountInput } from './sub-account-input';

/** Props of {@link SubAccountRow}. */
export interface SubAccountRowProps {
  form: SubAccountForm;
  index: number;
  /** The stored row's ID; '' for a row added in this form. */
  subAccountId: string;
  onRemove: (index: number) => void;
  /** Called when one of the row's duplicate-relevant fields was left. */
  onLeave: () => void;
}

const styles = {
  fieldset: css({
    containerType: 'inline-size',
    minWidth: '0',
    m: '0',
    p: '4',
    display: 'flex',
    flexDirection: 'column',
    gap: '4',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border.default',
    borderRadius: 'md',
  }),
  legend: css({ px: '1', fontWeight: 'semibold' }),
  fields: css({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: '4',
    alignItems: 'start',
    '@container (min-width: 44rem)': { gridTemplateColumns: 'minmax(10rem, 14rem) minmax(0, 1fr) minmax(0, 1fr)' },
  }),
  actions: css({ display: 'flex', justifyContent: 'flex-end' }),
};

/**
 * One sub-account (spec section 3): its ID when stored, account number, both callback URLs and
 * its shadow accounts. Memoized with stable props, so typing in another row never renders it.
 */
function SubAccountRowComponent({ form, index, subAccountId, onRemove, onLeave }: SubAccountRowProps) {
  const texts = useTexts('merchantProfileForm', MERCHANT_PROFILE_FORM_TEXTS);
  const path = subAccountPath(index);
  const number = index + 1;
  // Decided when the row appears: a stored URL comes masked and goes back as it is unless the
  // user types a whole new one; the hint stays while they do.
  const [masked] = useState(() => ({
    payment: isMaskedUrl(form.getValues(`${path}.paymentCallbackUrl`)),
    register: isMaskedUrl(form.getValues(`${path}.registerCallbackUrl`)),
  }));
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{formatMessage(texts.subAccount, { number })}</legend>
      {subAccountId ? <DetailList items={[{ label: texts.subAccountId, value: subAccountId }]} /> : null}
      <div className={styles.fields}>
        <SubAccountInput form={form} name={`${path}.accountNumber`} label={texts.accountNumber} kind="account" required onLeave={onLeave} />
        <SubAccountInput
          form={form}
          name={`${path}.paymentCallbackUrl`}
          label={texts.paymentCallbackUrl}
          kind="url"
          helperText={masked.payment ? texts.callbackUrlMaskedHint : undefined}
          onLeave={onLeave}
        />
        <SubAccountInput
          form={form}
          name={`${path}.registerCallbackUrl`}
          label={texts.registerCallbackUrl}
          kind="url"
          helperText={masked.register ? texts.callbackUrlMaskedHint : undefined}
          onLeave={onLeave}
        />
      </div>
      <ShadowAccounts form={form} index={index} />
      <div className={styles.actions}>
        <Button variant="outline" onClick={() => onRemove(index)}>
          {formatMessage(texts.removeSubAccount, { number })}
        </Button>
      </div>
    </fieldset>
  );
}

/** A sub-account row of the update mode. */
export const SubAccountRow = memo(SubAccountRowComponent);
