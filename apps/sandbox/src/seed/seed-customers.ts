/**
 * Seeded customers: individual and corporate, active and inactive, with pending CREATE, UPDATE
 * and DELETE changes made by each merchant's maker (and one by demo_full, to show that a maker
 * cannot approve their own change).
 */
import type { Queryable } from '../db/database';
import type { BankAccount, CustomerFields } from '../store/customers';
import { SEED_MERCHANTS } from './merchant-data';
import { COMPANY_KINDS, COMPANY_WORDS, FIRST_NAMES, LAST_NAMES } from './names';
import type { Prng } from './prng';
import { makerOf } from './seed-users';

/** Which pending change, if any, the n-th customer of a merchant gets. */
function pendingOf(n: number): 'CREATE' | 'UPDATE' | 'DELETE' | null {
  if (n % 7 === 3) return 'CREATE';
  if (n % 7 === 5) return 'UPDATE';
  if (n % 11 === 9) return 'DELETE';
  return null;
}

export async function seedCustomers(db: Queryable, prng: Prng, stampDaysAgo: (days: number, prng: Prng) => string): Promise<void> {
  for (const [mIndex, merchant] of SEED_MERCHANTS.entries()) {
    for (let n = 0; n < merchant.customers; n += 1) {
      const id = `${mIndex + 1}${String(n + 1).padStart(5, '0')}`;
      const corporate = n % 3 === 2;
      const first = prng.pick(FIRST_NAMES);
      const last = prng.pick(LAST_NAMES);
      const fullName = corporate ? `${prng.pick(COMPANY_WORDS)} ${prng.pick(COMPANY_KINDS)} Co., Ltd.` : `${first} ${last}`;
      const prefix = merchant.specialMerchantCode ? 'SSO' : 'RD';
      const userId = `${prefix}${prng.digits(8)}`;
      const accounts: BankAccount[] = [{ accountNumber: prng.digits(10), currencyName: 'THB' }];
      if (prng.int(4) === 0) accounts.push({ accountNumber: prng.digits(10), currencyName: 'FCD' });
      const pending = pendingOf(n);
      const fields: CustomerFields = {
        fullName,
        userId,
        isActive: pending === 'CREATE' ? 'N' : prng.int(6) === 0 ? 'N' : 'Y',
        idType: corporate ? null : n % 5 === 4 ? 'P8' : 'P1',
        customerId: corporate ? null : n % 5 === 4 ? `AA${prng.digits(7)}` : prng.digits(13),
        customerInfo: corporate
          ? { fullName, corpName: fullName, corpId: prng.digits(13), email: `finance${n}@corp.example`, phoneNumber: `02${prng.digits(8)}` }
          : { fullName, email: `${first.toLowerCase()}.${last.toLowerCase()}@mail.example`, phoneNumber: `08${prng.digits(8)}` },
        customerPaymentInfo: { prefix, userId, customerId: `MC${prng.digits(6)}`, channels: ['PGW'] },
        waiveInfo:
          n % 4 === 0
            ? { waiveFlag: 'Y', isAlwaysValid: 'N', waiveFrom: '20250101', waiveTo: '20251231', waiveType: 'P', waiveBy: 'A', waiveAmt: '10.00', waivePercentage: '' }
            : { waiveFlag: 'N', isAlwaysValid: 'N', waiveFrom: '', waiveTo: '', waiveType: 'F', waiveBy: 'A', waiveAmt: '', waivePercentage: '' },
        bankAccts: accounts,
      };
      const updated = stampDaysAgo(200, prng);
      await db.query(
        `insert into customer_profile (cust_profile_id, merchant_id, customer_type, full_name, user_id, is_active, customer_register_channel,
           customer_payment_channel, id_type, customer_id, update_datetime, last_username, customer_info, payment_info, waive_info, bank_accts)
         values ($1, $2, $3, $4, $5, $6, 'PGW', 'PGW', $7, $8, $9, $10, $11::jsonb, $12::jsonb, $13::jsonb, $14::jsonb)`,
        [id, merchant.merchantId, corporate ? 'C' : 'I', fields.fullName, fields.userId, fields.isActive, fields.idType, fields.customerId, updated,
          makerOf(mIndex), JSON.stringify(fields.customerInfo), JSON.stringify(fields.customerPaymentInfo), JSON.stringify(fields.waiveInfo), JSON.stringify(fields.bankAccts)],
      );
      if (!pending) continue;
      // The first UPDATE of merchant 1 is demo_full's own: demo_full cannot approve it (four eyes).
      const maker = mIndex === 0 && n === 5 ? 'demo_full' : makerOf(mIndex);
      const proposed: CustomerFields | null =
        pending === 'UPDATE'
          ? {
              ...fields,
              customerInfo: { ...fields.customerInfo, email: `updated.${n}@mail.example`, phoneNumber: `09${prng.digits(8)}` },
              bankAccts: [...fields.bankAccts.slice(0, 1), { accountNumber: prng.digits(10), currencyName: 'THB' }],
              isActive: fields.isActive === 'Y' ? 'N' : 'Y',
            }
          : null;
      await db.query(
        'insert into customer_pending_change (cust_profile_id, action, maker_username, created_datetime, proposed) values ($1, $2, $3, $4, $5::jsonb)',
        [id, pending, maker, stampDaysAgo(20, prng), proposed ? JSON.stringify(proposed) : null],
      );
    }
  }
}
