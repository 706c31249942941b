import type { TransactionStatusCode } from '@lego-portal/rules';
import { TRANSACTION_REPORT_TEXTS, TRANSACTION_STATUS_TEXTS, TRANSACTION_STATUSES } from '@lego-portal/rules';
import { css } from '../../../../styled-system/css';
import { Checkbox } from '../../../primitives/checkbox';
import { useTexts } from '../../../texts/texts-context';

/** Props of {@link TransactionStatusFilter}. */
export interface TransactionStatusFilterProps {
  /** Ticked codes; none ticked searches every status. */
  value: TransactionStatusCode[];
  onValueChange: (value: TransactionStatusCode[]) => void;
}

const styles = {
  fieldset: css({ border: 'none', p: '0', m: '0', minWidth: '0', flex: '1 1 100%' }),
  legend: css({ fontSize: 'sm', fontWeight: 'medium', mb: '2', p: '0' }),
  options: css({ display: 'flex', flexWrap: 'wrap', columnGap: '5', rowGap: '2' }),
};

/**
 * The status filter: one checkbox per code of the status table (spec section 4), in code order,
 * named in the portal's language. Several may be ticked; none means all, as the contract says.
 */
export function TransactionStatusFilter({ value, onValueChange }: TransactionStatusFilterProps) {
  const texts = useTexts('transactionReport', TRANSACTION_REPORT_TEXTS);
  const statusTexts = useTexts('transactionStatus', TRANSACTION_STATUS_TEXTS);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{texts.status}</legend>
      <div className={styles.options}>
        {TRANSACTION_STATUSES.map(({ code }) => (
          <Checkbox
            key={code}
            label={statusTexts[code]}
            name="status"
            value={code}
            checked={value.includes(code)}
            onCheckedChange={(checked) =>
              onValueChange(checked === true ? [...value, code].sort() : value.filter((entry) => entry !== code))
            }
          />
        ))}
      </div>
    </fieldset>
  );
}
