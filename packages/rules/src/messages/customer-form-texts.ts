/**
 * Labels of the customer forms, individual and corporate (spec sections 3 and 5), in view and
 * edit. The rules' messages of these forms are in `customer-messages.ts`; labels another area
 * already has (Merchant ID, Email, the waiver's fields, User ID, ...) are read from that area.
 */
export const CUSTOMER_FORM_TEXTS = {
  individualHeading: 'Individual Customer',
  corporateHeading: 'Corporate Customer',
  // Sections
  merchantSection: 'Merchant',
  customerSection: 'Customer',
  paymentSection: 'Payment',
  // Lookups (spec section 5: create or update only once the merchant and the customer were found)
  findMerchant: 'Find merchant',
  findCustomer: 'Find customer',
  finding: 'Finding…',
  /** `{name}`: the merchant's or the customer's name as the bank knows it. */
  found: 'Found: {name}',
  merchantNotFound: 'No merchant has this merchant ID.',
  customerNotFound: 'The bank has no customer with this ID.',
  alreadyRegistered: 'This customer is already registered with the merchant.',
  /** Helper of the individual's email when the merchant is an e-payment merchant. */
  ePaymentEmail: 'Required: the merchant takes e-payments.',
  findBothFirst: 'Find the merchant and the customer first.',
  findMerchantFirst: 'Find the merchant first.',
  findCustomerFirst: 'Find the customer first.',
  // Individual and corporate fields
  idType: 'ID Type',
  idTypeP1: 'Citizen ID',
  idTypeP8: 'Passport',
  idTypeP7: 'Alien ID',
  idNumberP1: 'Citizen ID Number',
  idNumberP8: 'Passport Number',
  idNumberP7: 'Alien ID Number',
  corpName: 'Corporate Name',
  corpId: 'Corporate Tax ID',
  // Payment fields
  merchantCustomerId: "Merchant's Customer ID",
  userIdPrefix: 'User ID Prefix',
  paymentChannels: 'Payment Channels',
  bankAccounts: 'Bank Accounts',
  accountNumberN: 'Account Number {number}',
  currencyN: 'Currency of account {number}',
  addAccount: 'Add account',
  removeAccount: 'Remove account {number}',
  noAccounts: 'No accounts yet.',
  // Submit and its outcome
  create: 'Create Customer',
  update: 'Update Customer',
  submitting: 'Submitting…',
  submittedTitle: 'Submitted for approval',
  createSubmitted: "The new customer waits for a checker's approval.",
  updateSubmitted: "The change waits for a checker's approval.",
  /** Beside the disabled button once the change was sent: it is not sent twice. */
  alreadySubmitted: "Submitted: the change waits for a checker's approval.",
  createErrorTitle: 'Create customer error',
  updateErrorTitle: 'Update customer error',
} as const;
