/** Thai texts of the customer forms. */
import type { AreaTranslation } from '../message-types';

export const CUSTOMER_FORM_TH: AreaTranslation<'customerForm'> = {
  individualHeading: 'ลูกค้าบุคคลธรรมดา',
  corporateHeading: 'ลูกค้านิติบุคคล',
};
