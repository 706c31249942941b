/**
 * Seeded users: the demo accounts, one maker per merchant (the author of the seeded pending
 * customer changes) and generated users in every status (A, I, L).
 */
import { hashPassword } from '../auth/passwords';
import type { Queryable } from '../db/database';
import type { Grants } from './demo-accounts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isStaffAccount } from './demo-accounts';
import { SEED_MERCHANTS } from './merchant-data';
import { FIRST_NAMES, LAST_NAMES } from './names';
import { Prng } from './prng';

/** The PRNG seed of the staff accounts' dates. */
const STAFF_SEED = 29;

/** Generated users per merchant. */
const GENERATED_PER_MERCHANT = 24;

interface SeedUser {
  userId: string;
  merchantId: string;
  username: string;
  fullName: string;
  email: string;
  contactNumber: string;
  note: string;
  status: 'A' | 'I' | 'L';
  created: string;
  lastLogin: string | null;
  passwordHash: string;
  mustChange: boolean;
  grants: Grants;
  staffRoles: readonly string[];
}

/** The maker user of each merchant (username). */
export const makerOf = (merchantIndex: number) => `ops_maker${merchantIndex + 1}`;

export async function seedUsers(db: Queryable, prng: Prng, stampDaysAgo: (days: number, prng: Prng) => string): Promise<void> {
  // One hash per distinct password: scrypt is slow on purpose, and seeding must stay quick.
  const hashes = new Map<string, string>();
  const hashOf = async (password: string) => {
    if (!hashes.has(password)) hashes.set(password, await hashPassword(password));
    return hashes.get(password) as string;
  };
  const users: SeedUser[] = [];
  let seq = 0;
  const nextId = () => `U${String((seq += 1)).padStart(6, '0')}`;
  const demoUser = (demo: (typeof DEMO_ACCOUNTS)[number], userId: string, random: Prng): Promise<SeedUser> =>
    hashOf(demo.password).then((passwordHash) => ({
      userId,
      merchantId: demo.merchantId,
      username: demo.username,
      fullName: demo.fullName,
      email: `${demo.username.replace(/_/g, '.')}@sandbox.example`,
      contactNumber: '0812345678',
      note: demo.shows.slice(0, 255),
      status: demo.status,
      created: stampDaysAgo(400, random),
      lastLogin: demo.mustChangePassword ? null : stampDaysAgo(3, random),
      passwordHash,
      mustChange: demo.mustChangePassword,
      grants: demo.grants,
      staffRoles: demo.staffRoles ?? [],
    }));
  for (const demo of DEMO_ACCOUNTS.filter((account) => !isStaffAccount(account))) {
    users.push(await demoUser(demo, nextId(), prng));
  }
  for (const [index, merchant] of SEED_MERCHANTS.entries()) {
    users.push({
      userId: nextId(),
      merchantId: merchant.merchantId,
      username: makerOf(index),
      fullName: 'Operations Maker',
      email: `ops.maker${index + 1}@sandbox.example`,
      contactNumber: '',
      note: 'Maker of the seeded pending customer changes',
      status: 'A',
      created: stampDaysAgo(390, prng),
      lastLogin: stampDaysAgo(10, prng),
      passwordHash: await hashOf(DEMO_PASSWORD),
      mustChange: false,
      grants: ['Y', 'N', 'Y', 'Y', 'N', 'Y', 'Y', 'N'],
      staffRoles: [],
    });
    for (let i = 0; i < GENERATED_PER_MERCHANT; i += 1) {
      const first = prng.pick(FIRST_NAMES);
      const last = prng.pick(LAST_NAMES);
      const roll = prng.int(10);
      const yn = (): 'Y' | 'N' => (prng.int(2) === 0 ? 'Y' : 'N');
      users.push({
        userId: nextId(),
        merchantId: merchant.merchantId,
        username: `${first.toLowerCase().slice(0, 6)}_${merchant.merchantCode.toLowerCase().slice(0, 4)}${String(i + 1).padStart(2, '0')}`,
        fullName: `${first} ${last}`,
        email: `${first.toLowerCase()}.${last.toLowerCase()}${i + 1}@${merchant.merchantCode.toLowerCase()}.example`,
        contactNumber: prng.int(3) === 0 ? '' : `08${prng.digits(8)}`,
        note: prng.int(4) === 0 ? 'Branch staff' : '',
        status: roll < 7 ? 'A' : roll < 9 ? 'I' : 'L',
        created: stampDaysAgo(395, prng),
        lastLogin: prng.int(5) === 0 ? null : stampDaysAgo(60, prng),
        passwordHash: await hashOf(DEMO_PASSWORD),
        mustChange: false,
        grants: [yn(), 'N', yn(), yn(), 'N', yn(), yn(), 'N'],
        staffRoles: [],
      });
    }
  }
  // Bank staff last, with ids and a PRNG of their own: every merchant user keeps its id and the
  // customers seeded after the users keep theirs.
  const staffPrng = new Prng(STAFF_SEED);
  let staffSeq = 0;
  for (const demo of DEMO_ACCOUNTS.filter(isStaffAccount)) {
    users.push(await demoUser(demo, `S${String((staffSeq += 1)).padStart(6, '0')}`, staffPrng));
  }
  for (const u of users) {
    await db.query(
      `insert into app_user (user_id, merchant_id, username, full_name, email, contact_number, note, status, created_datetime, last_login,
         password_hash, must_change_password, auth_profile, auth_user, auth_customer_profile, auth_transaction_report,
         auth_transaction_recurring_report, auth_registration_report, auth_online_registration_report, auth_summary_payment_transaction,
         special_code_in_claim, staff_roles)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, true, $21::text[])`,
      [u.userId, u.merchantId || null, u.username, u.fullName, u.email, u.contactNumber, u.note, u.status, u.created, u.lastLogin, u.passwordHash, u.mustChange, ...u.grants, [...u.staffRoles]],
    );
  }
}
