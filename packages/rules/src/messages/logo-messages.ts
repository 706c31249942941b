/** Logo upload messages (spec section 5), verbatim, shown under the upload field. */
export const LOGO_MESSAGES = {
  onlyOneImage: 'Please select only 1 image',
  tooLarge: 'Merchant logo must not exceed 300KB',
  format: 'Merchant logo must be in format of PNG or JPG',
  notSquare: 'Merchant logo must be square ratio',
  // Ours: the spec names no pixel limit. A few kilobytes of PNG can declare 20000x20000 pixels
  // (1.6 GB once decoded), so the width and height are capped too (LOGO_MAX_DIMENSION).
  tooManyPixels: 'Merchant logo must not exceed 2048x2048 pixels',
} as const;
