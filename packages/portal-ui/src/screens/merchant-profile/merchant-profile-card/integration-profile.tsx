import type { AreaTranslation, IntegrationType } from '@lego-portal/rules';
import { AUTHEN_OPTIONS, MERCHANT_PROFILE_FORM_TEXTS, REDIRECT_PAYMENT_OPTION_NAMES, stmtDisplayOptionsFor } from '@lego-portal/rules';
import { Controller, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { css } from '../../../../styled-system/css';
import { DetailList } from '../../../primitives/detail-list';
import { Select } from '../../../primitives/select';
import { useErrorText, useTexts } from '../../../texts/texts-context';
import { ProfileFlag } from '../profile-fields';
import type { MerchantProfileFormValues } from '../merchant-profile-values';
import { styles } from './card-styles';

/** Props of {@link IntegrationProfile}. */
export interface IntegrationProfileProps {
  mode: 'view' | 'update';
  merchantId: string;
  merchantCode: string;
  /** The account currencies the merchant may choose from (`accountCurrencyList`). */
  currencies: readonly string[];
}

type Texts = AreaTranslation<'merchantProfileForm'>;

/** The redirect options by customer group, in the order the portal shows them. */
const OPTION_GROUPS = [
  { group: 'retailCustomer', names: ['easyNet', 'easyApp'] },
  { group: 'corporateCustomer', names: ['businessNet', 'businessAnywhere', 'corporatePortal'] },
  { group: 'paymentGateway', names: ['ePayment'] },
] as const;

/** The catalogue key of a statement option's label: `stmt` and its code (`sumByDet` is `stmtSumByDet`). */
const stmtKey = (code: string) => `stmt${code.charAt(0).toUpperCase()}${code.slice(1)}` as keyof Texts;
const AUTHEN_TEXT = { ALL: 'authenALL', EASY: null, ATM: null } as const;

const authenLabel = (texts: Texts, code: string) => {
  const key = AUTHEN_TEXT[code as keyof typeof AUTHEN_TEXT];
  return key ? texts[key] : code;
};
const stmtLabel = (texts: Texts, code: string) => {
  const text = texts[stmtKey(code)] as string | undefined;
  return text ?? code;
};

const local = {
  groups: css({ display: 'grid', gap: '4', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))' }),
  group: css({ display: 'flex', flexDirection: 'column', gap: '2', border: 'none', p: '0', m: '0', minWidth: '0' }),
  legend: css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg.muted', mb: '1' }),
};

/**
 * The integration profile (spec sections 2 and 3): merchant ID and code, the integration type
 * (the bank's decision, read-only), for API the online direct debit registration options, for
 * REDIRECT the payment options (at least one), the statement display (summary options disabled
 * for REDIRECT) and the direct debit switches.
 */
export function IntegrationProfile({ mode, merchantId, merchantCode, currencies }: IntegrationProfileProps) {
  const texts = useTexts('merchantProfileForm', MERCHANT_PROFILE_FORM_TEXTS);
  const type = useWatch<MerchantProfileFormValues, 'merchantInfo.merchantIntegrationType'>({ name: 'merchantInfo.merchantIntegrationType' });
  const yesNo = (value: string) => (value === 'Y' ? texts.yes : texts.no);
  if (mode === 'view') return <IntegrationProfileView {...{ merchantId, merchantCode, type, texts, yesNo }} />;
  return (
    <section aria-labelledby="merchant-integration-profile" className={styles.section}>
      <h3 id="merchant-integration-profile" className={styles.subheading}>
        {texts.integrationProfile}
      </h3>
      <DetailList
        items={[
          { id: 'merchantId', label: texts.merchantId, value: merchantId },
          { id: 'merchantCode', label: texts.merchantCode, value: merchantCode },
          { id: 'type', label: texts.merchantIntegrationType, value: `${type} (${texts.integrationTypeHint})` },
        ]}
      />
      {type === 'API' ? <RegistrationOptions currencies={currencies} /> : <RedirectOptions />}
      <StatementDisplay type={type} />
      <div className={styles.fields}>
        <ProfileFlag name="merchantDDProfile.isCheckCustRef" label={texts.isCheckCustRef} />
        <ProfileFlag name="merchantDDProfile.isEncryptResp" label={texts.isEncryptResp} />
        <ProfileFlag name="merchantDDProfile.isAllowSchedulePmt" label={texts.isAllowSchedulePmt} />
      </div>
    </section>
  );
}

function RegistrationOptions({ currencies }: { currencies: readonly string[] }) {
  const texts = useTexts('merchantProfileForm', MERCHANT_PROFILE_FORM_TEXTS);
  const { control } = useFormContext<MerchantProfileFormValues>();
  const currencyOptions = (currencies.length > 0 ? currencies : ['THB']).map((code) => ({ value: code, label: code }));
  return (
    <fieldset className={local.group}>
      <legend className={local.legend}>{texts.onlineRegistrationOptions}</legend>
      <div className={local.groups}>
        <Controller
          control={control}
          name="merchantDDProfile.authenOpt"
          render={({ field }) => (
            <Select
              label={texts.authenOpt}
              name={field.name}
              value={field.value || null}
              options={AUTHEN_OPTIONS.map((code) => ({ value: code, label: authenLabel(texts, code) }))}
              onValueChange={(value) => field.onChange(value)}
            />
          )}
        />
        <Controller
          control={control}
          name="merchantDDProfile.accountCurrOpt"
          render={({ field }) => (
            <Select label={texts.accountCurrOpt} name={field.name} value={field.value || null} options={currencyOptions} onValueChange={(value) => field.onChange(value)} />
          )}
        />
      </div>
    </fieldset>
  );
}

function RedirectOptions() {
  const texts = useTexts('merchantProfileForm', MERCHANT_PROFILE_FORM_TEXTS);
  const { trigger } = useFormContext<MerchantProfileFormValues>();
  const { errors } = useFormState<MerchantProfileFormValues>({ name: 'redirectPaymentOption' });
  const errorText = useErrorText();
  const error = errorText(errors.redirectPaymentOption as { message?: string } | undefined);
  return (
    <fieldset className={local.group} aria-invalid={error ? true : undefined} aria-describedby={error ? 'redirect-options-error' : undefined}>
      <legend className={local.legend}>{texts.redirectPaymentOptions}</legend>
      <div className={local.groups}>
        {OPTION_GROUPS.map(({ group, names }) => (
          <div key={group} role="group" aria-labelledby={`redirect-${group}`} className={local.group}>
            <span id={`redirect-${group}`} className={local.legend}>
              {texts[group]}
            </span>
            {names.map((name) => (
              <ProfileFlag
                key={name}
                name={`redirectPaymentOption.${group}.${name}` as 'redirectPaymentOption.retailCustomer.easyNet'}
                label={REDIRECT_PAYMENT_OPTION_NAMES[name]}
                // The "at least one" message follows the ticks once it was shown.
                onChanged={() => {
                  if (error) void trigger('redirectPaymentOption');
                }}
              />
            ))}
          </div>
        ))}
      </div>
      {error ? (
        <p id="redirect-options-error" className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function StatementDisplay({ type }: { type: IntegrationType }) {
  const texts = useTexts('merchantProfileForm', MERCHANT_PROFILE_FORM_TEXTS);
  const { control } = useFormContext<MerchantProfileFormValues>();
  const errorText = useErrorText();
  return (
    <Controller
      control={control}
      name="merchantDDProfile.stmtDisplayOpt"
      render={({ field, fieldState }) => (
        <div className={styles.fields}>
          <Select
            label={texts.stmtDisplayOpt}
            name={field.name}
            value={field.value || null}
            options={stmtDisplayOptionsFor(type).map((option) => ({ value: option.code, label: stmtLabel(texts, option.code), disabled: option.disabled }))}
            onValueChange={(value) => {
              field.onChange(value);
              field.onBlur();
            }}
            errorText={errorText(fieldState.error)}
          />
          {type === 'REDIRECT' ? <p className={styles.hint}>{texts.stmtRedirectHint}</p> : null}
        </div>
      )}
    />
  );
}

interface ViewProps {
  merchantId: string;
  merchantCode: string;
  type: IntegrationType;
  texts: Texts;
  yesNo: (value: string) => string;
}

function IntegrationProfileView({ merchantId, merchantCode, type, texts, yesNo }: ViewProps) {
  const values = useWatch<MerchantProfileFormValues>() as MerchantProfileFormValues;
  const dd = values.merchantDDProfile;
  const options = values.redirectPaymentOption;
  const ticked = OPTION_GROUPS.flatMap(({ group, names }) =>
    names.filter((name) => (options[group] as Record<string, string>)[name] === 'Y').map((name) => REDIRECT_PAYMENT_OPTION_NAMES[name]),
  );
  return (
    <section aria-labelledby="merchant-integration-profile" className={styles.section}>
      <h3 id="merchant-integration-profile" className={styles.subheading}>
        {texts.integrationProfile}
      </h3>
      <DetailList
        items={[
          { id: 'merchantId', label: texts.merchantId, value: merchantId },
          { id: 'merchantCode', label: texts.merchantCode, value: merchantCode },
          { id: 'type', label: texts.merchantIntegrationType, value: type },
          ...(type === 'API'
            ? [
                { id: 'authenOpt', label: texts.authenOpt, value: dd.authenOpt ? authenLabel(texts, dd.authenOpt) : '' },
                { id: 'accountCurrOpt', label: texts.accountCurrOpt, value: dd.accountCurrOpt },
              ]
            : [{ id: 'redirect', label: texts.redirectPaymentOptions, value: ticked.join(', ') }]),
          { id: 'stmt', label: texts.stmtDisplayOpt, value: stmtLabel(texts, dd.stmtDisplayOpt) },
          { id: 'custRef', label: texts.isCheckCustRef, value: yesNo(dd.isCheckCustRef) },
          { id: 'encrypt', label: texts.isEncryptResp, value: yesNo(dd.isEncryptResp) },
          { id: 'schedule', label: texts.isAllowSchedulePmt, value: yesNo(dd.isAllowSchedulePmt) },
        ]}
      />
    </section>
  );
}
