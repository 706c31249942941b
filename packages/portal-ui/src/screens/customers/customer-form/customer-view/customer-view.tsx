import type { PortalLocale } from '@lego-portal/rules';
import {
  CUSTOMER_FORM_TEXTS,
  CUSTOMER_LIST_TEXTS,
  formatAmount,
  MERCHANT_PROFILE_FORM_TEXTS,
  WAIVE_BY,
  WAIVE_TYPES,
  waiverFieldState,
} from '@lego-portal/rules';
import { css } from '../../../../../styled-system/css';
import { Card } from '../../../../primitives/card';
import { DetailList, type DetailListItem } from '../../../../primitives/detail-list';
import { useLocale, useTexts } from '../../../../texts/texts-context';
import { useDateFormat, type DateFormat } from '../../../../provider/date-format';
import type { CustomerFormValues, CustomerProfile, CustomerType } from '../customer-form-values';
import { customerValuesOf } from '../customer-form-values';

type FormTexts = ReturnType<typeof useTexts<'customerForm'>>;
type MerchantTexts = ReturnType<typeof useTexts<'merchantProfileForm'>>;

const styles = {
  columns: css({ display: 'grid', gap: '6', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 28rem), 1fr))', alignItems: 'start' }),
  stack: css({ display: 'flex', flexDirection: 'column', gap: '6', minWidth: '0' }),
  accounts: css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '1' }),
  currency: css({ color: 'fg.muted', fontSize: 'sm', marginInlineStart: '2' }),
};

/** Props of {@link CustomerView}. */
export interface CustomerViewProps {
  customerType: CustomerType;
  customer: CustomerProfile;
  headingLevel: 2 | 3;
}

/** A row, or nothing when the switch that enables its field is off. */
const row = (shown: boolean, label: string, value: string): DetailListItem[] => (shown ? [{ label, value }] : []);
const yesNo = (texts: MerchantTexts, flag: string) => (flag === 'Y' ? texts.yes : texts.no);

function customerItems(type: CustomerType, v: CustomerFormValues, texts: FormTexts, nameLabel: string, merchantTexts: MerchantTexts): DetailListItem[] {
  const contact = [
    { label: merchantTexts.merchantContactMail, value: v.email },
    { label: merchantTexts.contactPhone, value: v.phoneNumber },
  ];
  if (type === 'C') return [{ label: texts.corpName, value: v.corpName }, { label: texts.corpId, value: v.corpId }, ...contact];
  return [
    { label: texts.idType, value: texts[`idType${v.idType}`] },
    { label: texts[`idNumber${v.idType}`], value: v.customerId },
    { label: nameLabel, value: v.fullName },
    ...contact,
  ];
}

function waiverItems(v: CustomerFormValues, texts: MerchantTexts, locale: PortalLocale, date: DateFormat['date']): DetailListItem[] {
  const shown = waiverFieldState({ ...v }, 'waiveFlag', 'isAlwaysValid');
  const type = WAIVE_TYPES.find(({ code }) => code === v.waiveType)?.code;
  const by = WAIVE_BY.find(({ code }) => code === v.waiveBy)?.code;
  return [
    { label: texts.isWaived, value: yesNo(texts, v.waiveFlag) },
    ...row(shown.waiveFrom, texts.waiveFrom, date(v.waiveFrom)),
    ...row(shown.waiveTo, texts.waiveTo, date(v.waiveTo)),
    // Always valid belongs to a waiver that is on, as Waive From does.
    ...row(shown.waiveFrom, texts.isValidTillCancel, yesNo(texts, v.isAlwaysValid)),
    ...row(shown.waiveType, texts.waiveType, type ? texts[`waiveType${type}`] : ''),
    ...row(shown.waiveBy, texts.waiveBy, by ? texts[`waiveBy${by}`] : ''),
    ...row(shown.waiveAmt, texts.waiveAmt, formatAmount(v.waiveAmt, locale)),
    ...row(shown.waivePercentage, texts.waivePercentage, v.waivePercentage),
  ];
}

/**
 * The customer read like a page, in the same four cards as the form (merchant, customer,
 * payment, fee waiver): each field's label with its value, unset values as a dash (read 'Not
 * set'), no inputs; the waiver without the rows its switches turn off.
 */
export function CustomerView({ customerType, customer, headingLevel }: CustomerViewProps) {
  const texts = useTexts('customerForm', CUSTOMER_FORM_TEXTS);
  const listTexts = useTexts('customerList', CUSTOMER_LIST_TEXTS);
  const merchantTexts = useTexts('merchantProfileForm', MERCHANT_PROFILE_FORM_TEXTS);
  const locale = useLocale();
  const { date } = useDateFormat();
  const values = customerValuesOf(customer);
  const userId = customer.customerPaymentInfo?.userId || customer.userId;
  const accounts =
    values.bankAccts.length === 0 ? null : (
      <ul className={styles.accounts}>
        {values.bankAccts.map((account, index) => (
          <li key={`${account.accountNumber}-${index}`}>
            {account.accountNumber}
            <span className={styles.currency}>{account.currencyName}</span>
          </li>
        ))}
      </ul>
    );
  return (
    <div className={styles.columns}>
      <div className={styles.stack}>
        <Card title={texts.merchantSection} headingLevel={headingLevel}>
          <DetailList
            items={[
              { label: merchantTexts.merchantId, value: customer.merchantId },
              { label: merchantTexts.merchantName, value: customer.merchantName },
            ]}
          />
        </Card>
        <Card title={texts.customerSection} headingLevel={headingLevel}>
          <DetailList items={customerItems(customerType, values, texts, listTexts.customerName, merchantTexts)} />
        </Card>
      </div>
      <div className={styles.stack}>
        <Card title={texts.paymentSection} headingLevel={headingLevel}>
          <DetailList
            items={[
              { label: texts.merchantCustomerId, value: values.merchantCustomerId },
              { label: listTexts.userId, value: userId },
              { label: texts.paymentChannels, value: values.channels.join(', ') },
              { label: texts.bankAccounts, value: accounts },
            ]}
          />
        </Card>
        <Card title={merchantTexts.waiver} headingLevel={headingLevel}>
          <DetailList items={waiverItems(values, merchantTexts, locale, date)} />
        </Card>
      </div>
    </div>
  );
}
