export { CsvExport } from './csv-export';
export type { CsvExportProps } from './csv-export';
export { useCsvExport } from './use-csv-export';
export type { CsvExport as CsvExportState, CsvExportOutcome } from './use-csv-export';
