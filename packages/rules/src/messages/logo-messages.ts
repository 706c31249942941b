/** Logo upload messages (spec section 5), verbatim, shown under the upload field. */
export const LOGO_MESSAGES = {
  onlyOneImage: 'Please select only 1 image',
  tooLarge: 'Merchant logo must not exceed 300KB',
  format: 'Merchant logo must be in format of PNG or JPG',
  notSquare: 'Merchant logo must be square ratio',
} as const;
