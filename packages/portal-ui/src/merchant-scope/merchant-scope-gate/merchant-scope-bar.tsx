import { useEffect, useRef } from 'react';
import { css } from '../../../styled-system/css';
import { Button } from '../../primitives/button';
import type { MerchantInScope } from '../merchant-scope';
import { useMerchantScopeTexts } from '../merchant-scope-texts';

const styles = {
  bar: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '3',
    px: '4',
    py: '3',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border.default',
    borderRadius: 'md',
    bg: 'bg.subtle',
  }),
  text: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: '2', _focusVisible: { outline: '2px solid', outlineColor: 'focusRing' } }),
  label: css({ color: 'fg.muted', fontSize: 'sm' }),
  name: css({ fontWeight: 'semibold', fontSize: 'lg' }),
  id: css({ color: 'fg.muted', fontVariantNumeric: 'tabular-nums' }),
};

/** Props of {@link MerchantScopeBar}. */
export interface MerchantScopeBarProps {
  merchant: MerchantInScope;
  /** Goes back to the picker. */
  onChange: () => void;
  /** Puts focus on the merchant's name as it shows (just chosen: a screen reader reads it out). */
  focusOnShow?: boolean;
}

/**
 * Above a staff user's merchant-scoped screen: the merchant it works on (name and ID) and
 * Change Merchant, which leads back to the picker.
 */
export function MerchantScopeBar({ merchant, onChange, focusOnShow = false }: MerchantScopeBarProps) {
  const texts = useMerchantScopeTexts();
  const named = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focusOnShow) named.current?.focus();
  }, [focusOnShow]);
  return (
    <section aria-label={texts.inScope} className={styles.bar}>
      {/* Focusable by script only: where focus lands once a merchant is chosen. */}
      <p ref={named} tabIndex={-1} className={styles.text}>
        <span className={styles.label}>{texts.inScope}</span>
        <span className={styles.name}>{merchant.merchantName}</span>
        <span className={styles.id}>{merchant.merchantId}</span>
      </p>
      <Button variant="outline" size="sm" onClick={onChange}>
        {texts.changeMerchant}
      </Button>
    </section>
  );
}
