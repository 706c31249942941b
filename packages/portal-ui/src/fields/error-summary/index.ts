export { ErrorSummary, focusControl, type ErrorSummaryProps } from './error-summary';
export { errorSummaryItems, type ErrorSummaryItem } from './error-summary-items';
