import { MERCHANT_PROFILE_FORM_TEXTS, WAIVE_BY, WAIVE_TYPES, waiverFieldState } from '@lego-portal/rules';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { Card } from '../../../../primitives/card';
import { useTexts } from '../../../../texts/texts-context';
import { editLayout } from '../customer-edit/edit-styles';
import type { CustomerFormValues } from '../customer-form-values';
import { ChoiceRadios } from '../fields/choice-radios';
import type { CustomerPath } from '../fields/customer-text-field';
import { CustomerTextField } from '../fields/customer-text-field';
import { DayField } from '../fields/day-field';
import { FlagCheckbox } from '../fields/flag-checkbox';
import { useFieldErrors } from '../fields/use-field-errors';

const WAIVER: readonly CustomerPath[] = ['waiveFrom', 'waiveTo', 'waiveType', 'waiveBy', 'waiveAmt', 'waivePercentage'];
const WAIVE_TO: readonly CustomerPath[] = ['waiveTo'];
const BY_TYPE: readonly CustomerPath[] = ['waiveBy', 'waiveAmt', 'waivePercentage'];
const BY_WAIVE_BY: readonly CustomerPath[] = ['waiveAmt', 'waivePercentage'];
const SWITCHES = ['waiveFlag', 'isAlwaysValid', 'waiveType', 'waiveBy'] as const;

/** Waive amount and percentage: at most 10 characters (spec sections 5 and 9). */
const WAIVE_VALUE_MAX = 10;

/**
 * The customer's fee waiver (spec sections 3 to 5), switched as the merchant's fee waiver is:
 * the flag enables the rest; always valid disables Waive To; a full waiver disables waive by,
 * amount and percentage, a partial one enables waive by, which enables the amount or the
 * percentage (the rules' `waiverFieldState`). A disabled field keeps its value, and the request
 * leaves it blank. Labels are the merchant fee waiver's.
 */
export function WaiverFields({ headingLevel }: { headingLevel: 2 | 3 }) {
  const texts = useTexts('merchantProfileForm', MERCHANT_PROFILE_FORM_TEXTS);
  const [waiveFlag, isAlwaysValid, waiveType, waiveBy] = useWatch<CustomerFormValues, typeof SWITCHES>({ name: SWITCHES });
  const enabled = waiverFieldState({ waiveFlag, isAlwaysValid, waiveType, waiveBy }, 'waiveFlag', 'isAlwaysValid');
  const { errorOf, revalidate } = useFieldErrors(WAIVER);
  const typeChoices = useMemo(() => WAIVE_TYPES.map(({ code }) => ({ value: code, label: texts[`waiveType${code}`] })), [texts]);
  const byChoices = useMemo(() => WAIVE_BY.map(({ code }) => ({ value: code, label: texts[`waiveBy${code}`] })), [texts]);
  return (
    <Card title={texts.waiver} headingLevel={headingLevel}>
      <div className={editLayout.stack}>
        <div className={editLayout.fields}>
          <FlagCheckbox name="waiveFlag" label={texts.isWaived} className={editLayout.wide} onChanged={() => revalidate(WAIVER)} />
          <DayField name="waiveFrom" label={texts.waiveFrom} disabled={!enabled.waiveFrom} errorText={errorOf('waiveFrom')} onValueChange={() => revalidate(WAIVE_TO)} />
          <DayField name="waiveTo" label={texts.waiveTo} disabled={!enabled.waiveTo} errorText={errorOf('waiveTo')} />
          <FlagCheckbox name="isAlwaysValid" label={texts.isValidTillCancel} disabled={waiveFlag !== 'Y'} className={editLayout.wide} onChanged={() => revalidate(WAIVE_TO)} />
          <div className={editLayout.wide}>
            <ChoiceRadios name="waiveType" legend={texts.waiveType} choices={typeChoices} disabled={!enabled.waiveType} errorText={errorOf('waiveType')} onValueChange={() => revalidate(BY_TYPE)} />
          </div>
          <div className={editLayout.wide}>
            <ChoiceRadios name="waiveBy" legend={texts.waiveBy} choices={byChoices} disabled={!enabled.waiveBy} errorText={errorOf('waiveBy')} onValueChange={() => revalidate(BY_WAIVE_BY)} />
          </div>
          <CustomerTextField name="waiveAmt" label={texts.waiveAmt} filter="decimal" maxLength={WAIVE_VALUE_MAX} disabled={!enabled.waiveAmt} />
          <CustomerTextField name="waivePercentage" label={texts.waivePercentage} filter="decimal" maxLength={WAIVE_VALUE_MAX} disabled={!enabled.waivePercentage} />
        </div>
      </div>
    </Card>
  );
}
