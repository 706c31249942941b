import type { Schemas } from '@lego-portal/api-client';
import { LABELS, LIMITS, TRANSACTION_REPORT_TEXTS, USER_FORM_MESSAGES } from '@lego-portal/rules';
import type { FormEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { css } from '../../../styled-system/css';
import { Button } from '../../primitives/button';
import { PageSection } from '../../primitives/page-section';
import { TextField } from '../../primitives/text-field';
import { useTexts } from '../../texts/texts-context';
import type { MerchantInScope } from '../merchant-scope';
import { useMerchantScopeTexts } from '../merchant-scope-texts';
import { MerchantResults } from './merchant-results';

/** How many merchants one search shows: enough to pick from, few enough to read. */
export const MERCHANT_PICKER_PAGE_SIZE = 20;

const TEN_DIGITS = /^\d{10}$/;

const styles = {
  form: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '4' }),
  field: css({ flex: '1 1 14rem', maxWidth: 'xs' }),
  intro: css({ color: 'fg.muted' }),
};

/** Props of {@link MerchantPicker}. */
export interface MerchantPickerProps {
  /** The staff user chose `merchant`. */
  onChoose: (merchant: MerchantInScope) => void;
  /** Puts focus in the merchant ID field as it shows (after Change Merchant: the person asked for it). */
  focusOnShow?: boolean;
}

/**
 * The page a staff user sees before a merchant-scoped feature works on one merchant: search by
 * merchant ID (exactly, 10 digits) or name (any part, any case), then choose one of the merchants
 * found. Nothing is asked before Search; an empty search lists every merchant, a page at a time
 * (the first {@link MERCHANT_PICKER_PAGE_SIZE}, with how many more there are).
 */
export function MerchantPicker({ onChoose, focusOnShow = false }: MerchantPickerProps) {
  const texts = useMerchantScopeTexts();
  const labels = useTexts('label', LABELS);
  const fields = useTexts('transactionReport', TRANSACTION_REPORT_TEXTS);
  const messages = useTexts('userForm', USER_FORM_MESSAGES);
  const [merchantId, setMerchantId] = useState('');
  const [merchantName, setMerchantName] = useState('');
  const [idInvalid, setIdInvalid] = useState(false);
  const [criteria, setCriteria] = useState<Schemas['MerchantSearchRequest'] | null>(null);
  const idField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnShow) idField.current?.focus();
  }, [focusOnShow]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const id = merchantId.trim();
    const name = merchantName.trim();
    if (id !== '' && !TEN_DIGITS.test(id)) {
      setIdInvalid(true);
      // The one field that can be wrong: the person goes straight to its message.
      idField.current?.focus();
      return;
    }
    setIdInvalid(false);
    setCriteria({ ...(id ? { merchantId: id } : {}), ...(name ? { merchantName: name } : {}), page: 1, size: MERCHANT_PICKER_PAGE_SIZE });
  };

  return (
    <PageSection heading={texts.pickerHeading}>
      <p className={styles.intro}>{texts.pickerIntro}</p>
      <form role="search" aria-label={texts.searchName} className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <TextField
            ref={idField}
            label={fields.merchantId}
            name="merchantId"
            inputMode="numeric"
            autoComplete="off"
            maxLength={LIMITS.merchantIdDigits}
            value={merchantId}
            errorText={idInvalid ? messages.merchantIdFormat : undefined}
            onChange={(event) => setMerchantId(event.target.value)}
          />
        </div>
        <div className={styles.field}>
          <TextField
            label={fields.merchantName}
            name="merchantName"
            autoComplete="off"
            maxLength={LIMITS.merchantNameMax}
            value={merchantName}
            onChange={(event) => setMerchantName(event.target.value)}
          />
        </div>
        <Button type="submit">{labels.search}</Button>
      </form>
      <MerchantResults criteria={criteria} onChoose={onChoose} />
    </PageSection>
  );
}
