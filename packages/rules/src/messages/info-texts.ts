/**
 * Texts of the informational screens (home, contact, manual, not found, unauthorized, coming
 * soon). Ours, where the spec quotes none; the home announcement words spec section 1.
 */
export const INFO_TEXTS = {
  goHome: 'Go to the home page',
  notFoundTitle: 'Page not found',
  notFoundIntro: 'The page you asked for does not exist, or is no longer available.',
  homeTitle: 'Announcement',
  announcementTitle: 'Real-time direct debit for e-commerce partners',
  /** Followed by the announcement's date. */
  announcementPublished: 'Published',
  announcementGateway:
    "The bank's payment gateway now lets e-commerce partners receive real-time direct debit from registered retail customer accounts.",
  announcementPortals:
    'Merchants manage their merchant profile, their users and their customer profiles, and run their reports, in this public admin portal. Bank staff work in the intranet version of the portal.',
  contactTitle: 'Contact Us',
  contactIntro: 'Questions about the payment gateway or this portal? Contact the bank.',
  callCentre: 'Business Call Centre',
  callCentreNote: 'For merchants of the payment gateway.',
  headOffice: 'Head Office',
  manualTitle: 'User Manual',
  manualIntro: 'Download the manual of each part of the portal as a PDF file.',
  manualMerchantProfile: 'Merchant Profile',
  manualMerchantProfileAbout:
    'Viewing and updating the merchant profile: integration, general profile, sub-accounts, contact and public key.',
  manualMerchantProfileDownload: 'Download the merchant profile manual',
  manualCustomerProfile: 'Customer Profile',
  manualCustomerProfileAbout: 'Finding individual and corporate customers, and approving or rejecting their pending changes.',
  manualCustomerProfileDownload: 'Download the customer profile manual',
  manualUser: 'User',
  manualUserAbout: 'Creating, updating, locking, unlocking and deleting the users of your merchant, and their authorizations.',
  manualUserDownload: 'Download the user manual',
  manualReport: 'Report',
  manualReportAbout: 'Transaction, registration and online registration monitoring reports, CSV export and the SSO text file.',
  manualReportDownload: 'Download the report manual',
  unauthorizedTitle: 'Access denied',
  comingSoon: 'Coming soon',
  comingSoonIntro: 'This screen is coming in a later release of the portal. Nothing can be done here yet.',
} as const;
