export { RegistrationCsvExport } from './registration-csv-export';
export type { RegistrationCsvExportProps } from './registration-csv-export';
