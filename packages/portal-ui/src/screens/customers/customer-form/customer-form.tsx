import type { CustomerSubmitted } from './customer-edit/customer-edit-form';
import { CustomerEditForm } from './customer-edit/customer-edit-form';
import type { CustomerProfile, CustomerType } from './customer-form-values';
import { CustomerView } from './customer-view/customer-view';

/** Props of {@link CustomerForm}. */
export interface CustomerFormProps {
  /** I: the individual form; C: the corporate form (spec section 2, "Customer detail"). */
  customerType: CustomerType;
  /** `view` reads the customer like a page; `create` and `update` edit it. */
  mode: 'view' | 'create' | 'update';
  /** The contract's `CustomerProfile` (`customerProfileResponse` of the detail call); needed by view and update. */
  customer?: CustomerProfile;
  /**
   * Called once a create or update was queued for a checker and the person closed the message
   * that says so (e.g. to go back to the customer list, where it shows as pending).
   */
  onSubmitted?: (submitted: CustomerSubmitted) => void;
  /** Shows Cancel (create) or Discard Edit (update) before the main button; called when pressed. */
  onCancel?: () => void;
  /** Level of the cards' headings under the host's page heading; 2 by default. */
  headingLevel?: 2 | 3;
}

/**
 * The customer profile form, individual or corporate (spec sections 3 to 5), in four cards:
 * merchant, customer, payment and fee waiver.
 *
 * - `view`: every field read-only, as labels and values (no inputs); the host adds its own
 *   heading, status and actions around it.
 * - `create` / `update`: the merchant's and the customer's Find look them up (the merchant's
 *   name, whether it takes e-payments, which makes an individual's email required; the bank's
 *   record of the person or company). Create/Update is enabled only once both were found for what
 *   the fields hold, and says why beside it until then. It validates with the rules, then sends
 *   `{ action, custProfileId?, customerProfile }` to the change handler once, and says the change
 *   waits for a checker's approval; a failure shows the server's message and keeps every input.
 *
 * Renders nothing in view or update without `customer`.
 *
 * @example
 * <CustomerForm mode="view" customerType={detail.customerProfileResponse.customerType} customer={detail.customerProfileResponse} />
 * <CustomerForm mode="create" customerType="I" onSubmitted={() => navigate(paths.customerList())} onCancel={() => navigate(paths.customerList())} />
 */
export function CustomerForm({ customerType, mode, customer, onSubmitted, onCancel, headingLevel = 2 }: CustomerFormProps) {
  if (mode !== 'create' && !customer) return null;
  if (mode === 'view' && customer) return <CustomerView customerType={customerType} customer={customer} headingLevel={headingLevel} />;
  return (
    <CustomerEditForm
      // A new form for another customer or mode: nothing typed for one is kept for the next.
      key={`${mode}/${customerType}/${customer?.custProfileId ?? ''}`}
      customerType={customerType}
      mode={mode === 'update' ? 'update' : 'create'}
      customer={customer}
      onSubmitted={onSubmitted}
      onCancel={onCancel}
      headingLevel={headingLevel}
    />
  );
}
