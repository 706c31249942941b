/**
 * The merchant picker of bank staff (issue 29, x-inferred: the spec's intranet version for bank
 * staff works across merchants). Staff choose the merchant a feature works on by its merchant ID
 * or name; the bar above the screen then names it, with a way to choose another.
 */
export const MERCHANT_SCOPE_TEXTS = {
  pickerHeading: 'Choose Merchant',
  pickerIntro: 'Find the merchant to work on by its merchant ID or name.',
  /** The search form's accessible name. */
  searchName: 'Merchant search',
  resultsCaption: 'Merchants found',
  /** `{total}`: how many merchants match. */
  found: 'Merchants found: {total}',
  /** `{shown}` of `{total}`: the first page only is listed. */
  moreResults: 'Showing {shown} of {total} merchants. Narrow the search to find the one you need.',
  /** `{reason}`: the server's first message, or the catalogue's failure text. */
  searchFailed: 'The merchants could not be searched: {reason}',
  searching: 'Searching merchants…',
  /** The bar above a screen, before the merchant's name. */
  inScope: 'Working on merchant',
  changeMerchant: 'Change Merchant',
  /**
   * The server's refusal of a staff request that names no merchant (code
   * `merchantScope.merchantRequired`). The staff screens always name one; another staff host may not.
   */
  merchantRequired: 'Choose a merchant first: bank staff name the merchant of each request.',
} as const;
