import type { PortalLocale } from '@lego-portal/rules';
import { MERCHANT_PROFILE_FORM_TEXTS, formatAmount, waiverFieldState } from '@lego-portal/rules';
import { useId, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { DetailList, type DetailListItem } from '../../../primitives/detail-list';
import { useLocale, useTexts } from '../../../texts/texts-context';
import { useDateFormat, type DateFormat } from '../../../provider/date-format';
import type { FeeValues, InterFeeValues, MerchantProfileFormValues } from '../merchant-profile-values';
import { feeLayout } from './fee-layout';
import { FeeGroup } from './fee-group';
import {
  calculationChoices,
  choiceLabel,
  currencyLabel,
  frequencyLabel,
  waiveByChoices,
  waiveTypeChoices,
  yesNo,
  INTER_FEE_SWITCH,
  type FeeTexts,
  type InterFeeGroup,
} from './fee-values';

/** A row, or nothing when the switch that enables its field is off. */
const row = (shown: boolean, label: string, value: string): DetailListItem[] => (shown ? [{ label, value }] : []);

function feeItems(texts: FeeTexts, fee: FeeValues, locale: PortalLocale): DetailListItem[] {
  return [
    { label: texts.chargeFrequency, value: frequencyLabel(texts, fee.chargeFrequency) },
    { label: texts.chargeTo, value: fee.chargeTo },
    { label: texts.currencyCode, value: currencyLabel(fee.currencyCode) },
    { label: texts.feeChargeAccount, value: fee.feeChargeAccount },
    { label: texts.minCharge, value: formatAmount(fee.minCharge, locale) },
    { label: texts.maxCharge, value: formatAmount(fee.maxCharge, locale) },
    { label: texts.isFlatFee, value: yesNo(texts, fee.isFlatFee) },
    { label: texts.isRcvDebitAdvMail, value: yesNo(texts, fee.isRcvDebitAdvMail) },
    ...row(fee.isRcvDebitAdvMail === 'Y', texts.debitAdvRcvMail, fee.debitAdvRcvMail),
  ];
}

function interFeeItems(texts: FeeTexts, flag: string, fee: InterFeeValues, label: string, locale: PortalLocale): DetailListItem[] {
  const on = flag === 'Y';
  return [
    { label, value: yesNo(texts, flag) },
    ...row(on, texts.calculationType, choiceLabel(calculationChoices(texts), fee.calculationType)),
    ...row(on, texts.flatAmount, formatAmount(fee.flatAmount, locale)),
    ...row(on, texts.percentage, fee.percentage),
    ...row(on, texts.isCap, yesNo(texts, fee.isCap)),
    ...row(on, texts.capType, fee.capType),
    ...row(on, texts.capAmount, formatAmount(fee.capAmount, locale)),
  ];
}

function waiverItems(texts: FeeTexts, fee: FeeValues, locale: PortalLocale, date: DateFormat['date']): DetailListItem[] {
  const shown = waiverFieldState({ ...fee });
  return [
    { label: texts.isWaived, value: yesNo(texts, fee.isWaived) },
    ...row(shown.waiveFrom, texts.waiveFrom, date(fee.waiveFrom)),
    ...row(shown.waiveTo, texts.waiveTo, date(fee.waiveTo)),
    // Valid till cancelled belongs to a waiver that is on, as Waive From does.
    ...row(shown.waiveFrom, texts.isValidTillCancel, yesNo(texts, fee.isValidTillCancel)),
    ...row(shown.waiveType, texts.waiveType, choiceLabel(waiveTypeChoices(texts), fee.waiveType)),
    ...row(shown.waiveBy, texts.waiveBy, choiceLabel(waiveByChoices(texts), fee.waiveBy)),
    ...row(shown.waiveAmt, texts.waiveAmt, formatAmount(fee.waiveAmt, locale)),
    ...row(shown.waivePercentage, texts.waivePercentage, fee.waivePercentage),
  ];
}

function InterFeeView({ group, fee }: { group: InterFeeGroup; fee: FeeValues }) {
  const texts = useTexts('merchantProfileForm', MERCHANT_PROFILE_FORM_TEXTS);
  const locale = useLocale();
  const headingId = useId();
  const flag = INTER_FEE_SWITCH[group];
  return (
    <div role="group" aria-labelledby={headingId} className={feeLayout.subGroup}>
      <h4 id={headingId} className={feeLayout.subHeading}>
        {texts[group]}
      </h4>
      <DetailList items={interFeeItems(texts, fee[flag], fee[group], texts[flag], locale)} />
    </div>
  );
}

/**
 * The fee profile read-only: the same three groups as the form, each a list of labels and values
 * (flags as Yes or No, dates as DD/MM/YYYY, amounts with 2 decimals), without the rows a switch
 * turns off (no waive dates without a waiver, no Waive To when valid till cancelled).
 */
export function FeeProfileView() {
  const texts = useTexts('merchantProfileForm', MERCHANT_PROFILE_FORM_TEXTS);
  const locale = useLocale();
  const fee = useWatch<MerchantProfileFormValues, 'feeProfile'>({ name: 'feeProfile' });
  const fees = useMemo(() => feeItems(texts, fee, locale), [texts, fee, locale]);
  const { date } = useDateFormat();
  const waiver = useMemo(() => waiverItems(texts, fee, locale, date), [texts, fee, locale, date]);
  return (
    <div className={feeLayout.groups}>
      <FeeGroup heading={texts.feeCharges}>
        <DetailList items={fees} />
      </FeeGroup>
      <FeeGroup heading={texts.interFees}>
        <InterFeeView group="interBranchFee" fee={fee} />
        <InterFeeView group="interRegionFee" fee={fee} />
      </FeeGroup>
      <FeeGroup heading={texts.waiver}>
        <DetailList items={waiver} />
      </FeeGroup>
    </div>
  );
}
