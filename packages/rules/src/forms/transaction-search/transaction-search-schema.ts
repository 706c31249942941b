import type { ObjectSchema } from 'yup';
import { buildYupSchema } from '../../core/yup-schema';
import type { DateValidateOptions, TransactionSearchInput } from './transaction-search';
import { TRANSACTION_SEARCH_FIELDS, transactionSearchIssues } from './transaction-search';

/** yup schema of the transaction search dates; reports exactly what `validateTransactionSearch` does. */
export function transactionSearchSchema(options?: DateValidateOptions): ObjectSchema<TransactionSearchInput> {
  return buildYupSchema<TransactionSearchInput>(
    'transactionSearch',
    TRANSACTION_SEARCH_FIELDS,
    (v) => transactionSearchIssues(v, options?.timeZone),
    options,
  );
}
