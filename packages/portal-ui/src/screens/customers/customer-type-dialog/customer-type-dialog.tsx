import { CUSTOMER_LIST_TEXTS, LABELS } from '@lego-portal/rules';
import { useEffect, useRef, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { usePortal } from '../../../provider/portal-provider';
import { Button } from '../../../primitives/button';
import { Dialog, DialogCloseTrigger } from '../../../primitives/dialog';
import { useTexts } from '../../../texts/texts-context';

/** A customer type: `I` individual, `C` corporate (spec section 3). */
export type CustomerTypeChoice = 'I' | 'C';

const styles = {
  choices: css({ display: 'flex', flexWrap: 'wrap', gap: '3', '& > button': { flex: '1 1 10rem', minHeight: '2.75rem' } }),
};

/**
 * The customer list's 'New Customer' button and the modal dialog it opens, which chooses
 * Individual or Corporate (spec section 2). A host whose paths have `customerCreate` is taken
 * there with the chosen type; in a portal without it (the spec's merchant portal does not
 * register `/customer/create`) the dialog says that customers are created in the bank's staff
 * portal. Focus stays in the dialog while it is open, Escape closes it, and focus returns to the
 * button.
 */
export function CustomerTypeDialog() {
  const { navigation, paths } = usePortal();
  const texts = useTexts('customerList', CUSTOMER_LIST_TEXTS);
  const labels = useTexts('label', LABELS);
  const [open, setOpen] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const okRef = useRef<HTMLButtonElement>(null);

  // The choices give way to the message: focus moves to its OK rather than to the page behind.
  useEffect(() => {
    if (unavailable) okRef.current?.focus();
  }, [unavailable]);

  const choose = (type: CustomerTypeChoice) => {
    if (!paths.customerCreate) {
      setUnavailable(true);
      return;
    }
    setOpen(false);
    navigation.navigate(paths.customerCreate(type));
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Each opening starts at the choice (reset here, not on close, so the closing dialog
        // does not flash the choices while it fades out).
        if (next) setUnavailable(false);
        setOpen(next);
      }}
      trigger={<Button>{texts.newCustomer}</Button>}
      title={texts.typeDialogTitle}
      description={unavailable ? undefined : texts.typeDialogDescription}
      footer={
        <DialogCloseTrigger>
          {unavailable ? <Button ref={okRef}>{labels.ok}</Button> : <Button variant="outline">{labels.cancel}</Button>}
        </DialogCloseTrigger>
      }
    >
      {unavailable ? (
        <p role="alert">{texts.createUnavailable}</p>
      ) : (
        <div className={styles.choices}>
          <Button variant="outline" onClick={() => choose('I')}>
            {labels.individual}
          </Button>
          <Button variant="outline" onClick={() => choose('C')}>
            {labels.corporate}
          </Button>
        </div>
      )}
    </Dialog>
  );
}
