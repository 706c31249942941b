/** The customer detail page (spec section 2 "Customer detail"): its heading, states and notice. */
export const CUSTOMER_DETAIL_TEXTS = {
  /** The page's eyebrow above the customer's name. */
  heading: 'Customer Profile',
  loading: 'Loading customer…',
  customerType: 'Customer Type',
  lastUpdated: 'Last Updated',
  /** Shown while the customer has a change waiting for a checker. */
  pendingNotice: 'A change of this customer is waiting for approval.',
} as const;
