import { CHANNELS, CUSTOMER_FORM_TEXTS, CUSTOMER_LIST_TEXTS, USER_ID_PREFIXES } from '@lego-portal/rules';
import { useController, useFormContext } from 'react-hook-form';
import { css } from '../../../../../styled-system/css';
import { Card } from '../../../../primitives/card';
import { Checkbox } from '../../../../primitives/checkbox';
import { useTexts } from '../../../../texts/texts-context';
import { BankAccountsEditor } from '../bank-accounts/bank-accounts-editor';
import type { CustomerFormValues } from '../customer-form-values';
import { CustomerChoice, CustomerTextField } from '../customer-fields';
import { editLayout } from './edit-styles';

const styles = {
  fieldset: css({ border: 'none', p: '0', m: '0', minWidth: '0', display: 'flex', flexDirection: 'column', gap: '2' }),
  legend: css({ p: '0', mb: '1.5', fontSize: 'sm', fontWeight: 'medium', color: 'fg.default' }),
};

const PREFIX_CHOICES = USER_ID_PREFIXES.map((prefix) => ({ value: prefix, label: prefix }));

/** The payment channels, one box each (PGW, the default, is the only channel the spec names). */
function PaymentChannels() {
  const texts = useTexts('customerForm', CUSTOMER_FORM_TEXTS);
  const { control } = useFormContext<CustomerFormValues>();
  const { field } = useController({ control, name: 'channels' });
  const chosen = field.value;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{texts.paymentChannels}</legend>
      {CHANNELS.map(({ code }) => (
        <Checkbox
          key={code}
          name="channels"
          value={code}
          label={code}
          checked={chosen.includes(code)}
          onCheckedChange={(checked) => field.onChange(checked === true ? [...chosen, code] : chosen.filter((c) => c !== code))}
        />
      ))}
    </fieldset>
  );
}

/**
 * How the customer pays: the merchant's own customer ID (at most 25 characters), the user ID
 * with its prefix (RD or SSO), the payment channels, and the bank accounts.
 */
export function PaymentSection({ headingLevel }: { headingLevel: 2 | 3 }) {
  const texts = useTexts('customerForm', CUSTOMER_FORM_TEXTS);
  const listTexts = useTexts('customerList', CUSTOMER_LIST_TEXTS);
  return (
    <Card title={texts.paymentSection} headingLevel={headingLevel}>
      <div className={editLayout.stack}>
        <div className={editLayout.fields}>
          <CustomerTextField name="merchantCustomerId" label={texts.merchantCustomerId} maxLength={25} />
          <PaymentChannels />
          <CustomerChoice name="prefix" legend={texts.userIdPrefix} choices={PREFIX_CHOICES} />
          <CustomerTextField name="userId" label={listTexts.userId} maxLength={30} />
        </div>
        <BankAccountsEditor />
      </div>
    </Card>
  );
}
