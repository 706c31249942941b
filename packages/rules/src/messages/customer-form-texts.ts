/**
 * Labels of the customer forms, individual and corporate (spec sections 3 and 5), in view and
 * edit. The rules' messages of these forms are in `customer-messages.ts`.
 */
export const CUSTOMER_FORM_TEXTS = {
  individualHeading: 'Individual Customer',
  corporateHeading: 'Corporate Customer',
} as const;
