import { MERCHANT_PROFILE_FORM_TEXTS, WAIVE_BY, WAIVE_TYPES, waiverFieldState, type AreaTranslation } from '@lego-portal/rules';
import { useMemo } from 'react';
import { useWatch, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTexts } from '../../texts/texts-context';
import { useFieldErrors } from '../../hooks/use-field-errors';
import { ChoiceRadios, type Choice } from '../choice-radios/choice-radios';
import { DayField } from '../day-field/day-field';
import { fieldLayout } from '../field-layout';
import { FlagCheckbox } from '../flag-checkbox/flag-checkbox';
import { FormTextField } from '../form-text-field/form-text-field';

type WaiverTexts = AreaTranslation<'merchantProfileForm'>;

/** Full or partial waiver, in the portal's language. */
export const waiveTypeChoices = (texts: WaiverTexts): Choice[] => WAIVE_TYPES.map(({ code }) => ({ value: code, label: texts[`waiveType${code}`] }));

/** Waive by percentage or amount, in the portal's language. */
export const waiveByChoices = (texts: WaiverTexts): Choice[] => WAIVE_BY.map(({ code }) => ({ value: code, label: texts[`waiveBy${code}`] }));

/** Where a form keeps each waiver field (the merchant's fee profile and a customer name them differently). */
export interface WaiverNames<T extends FieldValues> {
  /** Y/N: waived at all. */
  flag: FieldPath<T>;
  /** Y/N: valid till cancelled (no Waive To). */
  alwaysValid: FieldPath<T>;
  waiveFrom: FieldPath<T>;
  waiveTo: FieldPath<T>;
  waiveType: FieldPath<T>;
  waiveBy: FieldPath<T>;
  waiveAmt: FieldPath<T>;
  waivePercentage: FieldPath<T>;
}

/** Props of {@link WaiverSection}. */
export interface WaiverSectionProps<T extends FieldValues> {
  /** The form's waiver fields: a constant, so the section subscribes once. */
  names: WaiverNames<T>;
}

/** Waive amount and percentage: at most 10 characters (spec sections 5 and 9). */
const WAIVE_VALUE_MAX = 10;

/**
 * A fee waiver (spec sections 3 to 5), the merchant's and a customer's alike. The flag enables the
 * rest; valid till cancelled disables Waive To; a full waiver disables waive by, amount and
 * percentage, a partial one enables waive by, which enables the amount or the percentage (the
 * rules' `waiverFieldState`). A disabled field keeps its value (the request drops it). The date
 * order message shows under Waive To, and changing Waive From checks Waive To again.
 */
export function WaiverSection<T extends FieldValues>({ names }: WaiverSectionProps<T>) {
  const texts = useTexts('merchantProfileForm', MERCHANT_PROFILE_FORM_TEXTS);
  const groups = useMemo(
    () => ({
      switches: [names.flag, names.alwaysValid, names.waiveType, names.waiveBy],
      all: [names.waiveFrom, names.waiveTo, names.waiveType, names.waiveBy, names.waiveAmt, names.waivePercentage],
      byType: [names.waiveBy, names.waiveAmt, names.waivePercentage],
      byWaiveBy: [names.waiveAmt, names.waivePercentage],
    }),
    [names],
  );
  const [isWaived, isValidTillCancel, waiveType, waiveBy] = useWatch<T>({ name: groups.switches }) as unknown as readonly string[];
  const enabled = waiverFieldState({ isWaived, isValidTillCancel, waiveType, waiveBy });
  const { errorOf, revalidate } = useFieldErrors<T>(groups.all);
  const typeChoices = useMemo(() => waiveTypeChoices(texts), [texts]);
  const byChoices = useMemo(() => waiveByChoices(texts), [texts]);
  return (
    <div className={fieldLayout.fields}>
      <FlagCheckbox<T> name={names.flag} label={texts.isWaived} className={fieldLayout.wide} onChanged={() => revalidate(groups.all)} />
      <DayField<T>
        name={names.waiveFrom}
        label={texts.waiveFrom}
        disabled={!enabled.waiveFrom}
        errorText={errorOf(names.waiveFrom)}
        onValueChange={() => revalidate([names.waiveTo])}
      />
      <DayField<T> name={names.waiveTo} label={texts.waiveTo} disabled={!enabled.waiveTo} errorText={errorOf(names.waiveTo)} />
      <FlagCheckbox<T>
        name={names.alwaysValid}
        label={texts.isValidTillCancel}
        disabled={isWaived !== 'Y'}
        className={fieldLayout.wide}
        onChanged={() => revalidate([names.waiveTo])}
      />
      <div className={fieldLayout.wide}>
        <ChoiceRadios<T>
          name={names.waiveType}
          legend={texts.waiveType}
          choices={typeChoices}
          disabled={!enabled.waiveType}
          errorText={errorOf(names.waiveType)}
          onValueChange={() => revalidate(groups.byType)}
        />
      </div>
      <div className={fieldLayout.wide}>
        <ChoiceRadios<T>
          name={names.waiveBy}
          legend={texts.waiveBy}
          choices={byChoices}
          disabled={!enabled.waiveBy}
          errorText={errorOf(names.waiveBy)}
          onValueChange={() => revalidate(groups.byWaiveBy)}
        />
      </div>
      <FormTextField<T> name={names.waiveAmt} label={texts.waiveAmt} filter="decimal" maxLength={WAIVE_VALUE_MAX} disabled={!enabled.waiveAmt} />
      <FormTextField<T> name={names.waivePercentage} label={texts.waivePercentage} filter="decimal" maxLength={WAIVE_VALUE_MAX} disabled={!enabled.waivePercentage} />
    </div>
  );
}
