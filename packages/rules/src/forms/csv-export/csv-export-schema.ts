import type { ObjectSchema } from 'yup';
import { buildYupSchema } from '../../core/yup-schema';
import type { DateValidateOptions } from '../transaction-search/transaction-search';
import type { CsvExportInput } from './csv-export';
import { CSV_EXPORT_FIELDS, csvExportIssues } from './csv-export';

/** yup schema of CSV export criteria; reports exactly what `validateCsvExport` does. */
export function csvExportSchema(options?: DateValidateOptions): ObjectSchema<CsvExportInput> {
  return buildYupSchema<CsvExportInput>('csvExport', CSV_EXPORT_FIELDS, (v) => csvExportIssues(v, options?.timeZone), options);
}
