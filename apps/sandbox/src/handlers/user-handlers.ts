/**
 * lego-userprofile (list, details) and lego-userhandler (create, update, lock, unlock, delete,
 * last login). A merchant user sees and changes only users of their own merchant; another
 * merchant's user is 404, as if it did not exist. BANK_MERCHANT_ADMIN manages the users of the
 * merchant each call names (issue 29); staff users themselves are not managed here.
 */
import { randomBytes } from 'node:crypto';
import { authorizeToChecked, buildUserAuthorizePayload, formatMessage, USER_MESSAGES, validateUserForm } from '@lego-portal/rules';
import { issueTemporaryPassword } from '../auth/temporary-password';
import { nowStamp } from '../clock';
import { fail, rulesFailure } from '../errors';
import type { Authorize } from '../store/users';
import { findUser, findUserByUsername, grantValues, listUsers as queryUsers, toUserListItem, toUserProfile } from '../store/users';
import type { OperationHandler, Principal } from './handler-types';
import { ok, principalOf } from './handler-types';
import { merchantOfCall } from './merchant-scope';

// TODO(rules): no catalogue texts for these server-side refusals.
const USERNAME_TAKEN = 'Username already exists.';
const NOT_YOURSELF = 'You cannot lock, inactivate or delete your own user.';
const USER_NOT_FOUND = 'User not found.';

function requireUserManagement(principal: Principal) {
  if (!principal.permissions.userManagement) throw fail.forbidden();
}

interface UserListBody {
  merchantId: string;
  username?: string;
  status?: string;
  page: number;
  sizePerPage: number;
  sortingColumn?: string;
  sortingType?: 'asc' | 'desc';
}

export const listUsers: OperationHandler = async (ctx) => {
  const principal = principalOf(ctx);
  const body = ctx.body as UserListBody;
  const merchantId = merchantOfCall(principal, body.merchantId, () => fail.forbidden('You can list only the users of your own merchant.'));
  const { rows, total } = await queryUsers(ctx.deps.db, {
    merchantId,
    username: body.username,
    status: body.status,
    page: body.page,
    size: body.sizePerPage,
    sortColumn: body.sortingColumn ?? 'createdDatetime',
    sortDirection: body.sortingType ?? 'desc',
  });
  return ok({ getAllResponse: { userProfileList: rows.map(toUserListItem), totalSize: total } });
};

export const getUserDetails: OperationHandler = async (ctx) => {
  const principal = principalOf(ctx);
  const body = ctx.body as { username?: string; merchantId?: string; userId?: string };
  if (body.username !== undefined) {
    const own = body.username.toLowerCase() === principal.username.toLowerCase();
    if (!own) requireUserManagement(principal);
    const user = await findUserByUsername(ctx.deps.db, body.username);
    // Oneself (a staff user has no merchant), else a user of one's own merchant, or of any merchant for staff.
    const visible = own || (user?.merchant_id != null && (principal.staff.staff || user.merchant_id === principal.merchantId));
    if (!user || !visible) throw fail.notFound(USER_NOT_FOUND);
    return ok({ getResponse: toUserProfile(user) });
  }
  requireUserManagement(principal);
  const merchantId = merchantOfCall(principal, body.merchantId, () => fail.notFound(USER_NOT_FOUND));
  const user = await findUser(ctx.deps.db, merchantId, body.userId ?? '');
  if (!user) throw fail.notFound(USER_NOT_FOUND);
  return ok({ getResponse: toUserProfile(user) });
};

interface UserProfileInput {
  userId?: string;
  merchantId: string;
  username: string;
  fullName: string;
  email: string;
  contactNumber?: string;
  note?: string;
  status: 'A' | 'I' | 'L';
  authorize: Authorize;
}

export const createUser: OperationHandler = async (ctx) => {
  const principal = principalOf(ctx);
  const { userProfile: p } = ctx.body as { userProfile: UserProfileInput };
  const rules = validateUserForm(p, { mode: 'create' });
  if (!rules.ok) throw rulesFailure(rules.errors);
  const merchantId = merchantOfCall(principal, p.merchantId, () => fail.forbidden('You can create users only for your own merchant.'));
  const { db, clock } = ctx.deps;
  if (await findUserByUsername(db, p.username)) throw fail.badRequest(USERNAME_TAKEN, 'USERNAME_EXISTS');
  // As the portal does: grants only from the ticked boxes (the summary by status has one since
  // issue 17); user management and the scheduled report are never granted through this call.
  const authorize = buildUserAuthorizePayload(authorizeToChecked(p.authorize));
  const userId = `U${randomBytes(5).toString('hex').toUpperCase()}`;
  const now = nowStamp(clock);
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into app_user (user_id, merchant_id, username, full_name, email, contact_number, note, status, created_datetime,
         password_hash, must_change_password, auth_profile, auth_user, auth_customer_profile, auth_transaction_report,
         auth_transaction_recurring_report, auth_registration_report, auth_online_registration_report, auth_summary_payment_transaction)
       values ($1, $2, $3, $4, $5, $6, $7, 'A', $8, '!', true, $9, $10, $11, $12, $13, $14, $15, $16)`,
      [userId, merchantId, p.username, p.fullName, p.email, p.contactNumber ?? '', p.note ?? '', now, ...grantValues(authorize)],
    );
    await issueTemporaryPassword(tx, { user_id: userId, username: p.username, email: p.email }, now);
  });
  return ok({ userId, message: formatMessage(USER_MESSAGES.actionSuccess, { Action: 'Create' }) });
};

export const updateUser: OperationHandler = async (ctx) => {
  const principal = principalOf(ctx);
  const { action, userProfile: p } = ctx.body as { action: 'UPDATE' | 'DELETE'; userProfile: UserProfileInput };
  if (!p.userId) throw fail.badRequest('userProfile.userId is required', 'USER_ID_REQUIRED');
  const { db } = ctx.deps;
  const user = await findUser(db, merchantOfCall(principal, p.merchantId, () => fail.notFound(USER_NOT_FOUND)), p.userId);
  if (!user) throw fail.notFound(USER_NOT_FOUND);
  const self = user.user_id === principal.userId;
  if (action === 'DELETE') {
    if (self) throw fail.badRequest(NOT_YOURSELF, 'SELF_CHANGE');
    await db.query('delete from app_user where user_id = $1', [user.user_id]);
    return ok({ userId: user.user_id, message: formatMessage(USER_MESSAGES.actionSuccess, { Action: 'Delete' }) });
  }
  // Username and e-mail cannot change on update: the stored ones are kept (and validated as such).
  const rules = validateUserForm({ ...p, username: user.username, email: user.email }, { mode: 'update' });
  if (!rules.ok) throw rulesFailure(rules.errors);
  if (self && p.status !== user.status) throw fail.badRequest(NOT_YOURSELF, 'SELF_CHANGE');
  // Every grant is stored as sent, user management and the scheduled report too: only a created
  // user gets those as N (spec section 6), so a client that rebuilt them from its checkboxes on
  // update would take them away, and a test can see it.
  await db.query(
    `update app_user set full_name = $2, contact_number = $3, note = $4, status = $5::text,
        failed_sign_ins = case when $5::text = 'A' then 0 else failed_sign_ins end,
        auth_profile = $6, auth_user = $7, auth_customer_profile = $8, auth_transaction_report = $9,
        auth_transaction_recurring_report = $10, auth_registration_report = $11,
        auth_online_registration_report = $12, auth_summary_payment_transaction = $13
      where user_id = $1`,
    [user.user_id, p.fullName, p.contactNumber ?? '', p.note ?? '', p.status, ...grantValues(p.authorize)],
  );
  const verb = user.status === 'A' && p.status === 'L' ? 'Lock' : user.status === 'L' && p.status === 'A' ? 'Unlock' : 'Update';
  return ok({ userId: user.user_id, message: formatMessage(USER_MESSAGES.actionSuccess, { Action: verb }) });
};

export const recordLastLogin: OperationHandler = async (ctx) => {
  const principal = principalOf(ctx);
  if ((ctx.params.value ?? '').toLowerCase() !== principal.username.toLowerCase())
    throw fail.forbidden('You can record only your own last login.');
  await ctx.deps.db.query('update app_user set last_login = $2 where user_id = $1', [principal.userId, nowStamp(ctx.deps.clock)]);
  return ok({ message: 'Last login recorded' });
};
