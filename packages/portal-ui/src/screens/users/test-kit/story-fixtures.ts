/**
 * Story data of the user screens: a merchant's users in the spec's formats (timestamps
 * YYYYMMDDHHmmss, status A/I/L, authorize Y/N) and MSW handlers that answer like the sandbox
 * (filter, sort and page on the "server"). Not part of the published package.
 */
import type { Schemas } from '@lego-portal/api-client';
import { delay, http, HttpResponse } from 'msw';

const FIRST = ['Somchai', 'Malee', 'Anan', 'Kanya', 'Prasert', 'Siriporn', 'Wichai', 'Nattaya', 'Kittisak', 'Pimchanok', 'Thanawat'];
const LAST = ['Jaidee', 'Sukjai', 'Wongsa', 'Srisuk', 'Boonmee', 'Chaiyaporn', 'Thongdee', 'Rattanakul', 'Saetang', 'Phromma', 'Kaewkla', 'Intharat', 'Somboon'];
const STATUSES = ['A', 'A', 'A', 'I', 'A', 'L', 'A'] as const;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The story session's merchant (FULL_ACCESS_USER). */
export const STORY_MERCHANT = { merchantId: '1000000001', merchantName: 'Chao Phraya Insurance Public Company Limited' };

/** 132 users of the story merchant, newest first (created one day and a few minutes apart). */
export const STORY_USERS: Schemas['UserListItem'][] = Array.from({ length: 132 }, (_, i) => {
  const first = FIRST[i % FIRST.length]!;
  const last = LAST[(i * 7) % LAST.length]!;
  const day = new Date(Date.UTC(2026, 10, 20 - i, 9 + (i % 8), (i * 13) % 60, (i * 29) % 60));
  const stamp = (d: Date) =>
    `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
  return {
    userId: `U${pad(1000 + i, 6)}`,
    merchantId: STORY_MERCHANT.merchantId,
    merchantName: STORY_MERCHANT.merchantName,
    username: `${first.toLowerCase().slice(0, 6)}_cpin${pad(i + 1, 3)}`,
    fullName: `${first} ${last}`,
    createdDatetime: stamp(day),
    // Every fifth user has never signed in: Last Login stays empty.
    lastLogin: i % 5 === 4 ? null : stamp(new Date(day.getTime() + 86_400_000 * ((i % 9) + 1))),
    status: STATUSES[i % STATUSES.length]!,
  };
});

/** The list answer for a request, filtered, sorted and paged as the sandbox does. */
export function answerUserList(request: Schemas['UserListRequest'], users = STORY_USERS): Schemas['UserListResponse'] {
  const username = (request.username ?? '').toLowerCase();
  const matches = users.filter((user) => (!username || user.username.includes(username)) && (!request.status || user.status === request.status));
  const column = request.sortingColumn ?? 'createdDatetime';
  const sign = request.sortingType === 'asc' ? 1 : -1;
  const key = (user: Schemas['UserListItem']) => String(user[column] ?? '').toLowerCase();
  const sorted = [...matches].sort((a, b) => sign * key(a).localeCompare(key(b)));
  const size = request.sizePerPage ?? 25;
  const page = request.page ?? 1;
  return { getAllResponse: { userProfileList: sorted.slice((page - 1) * size, page * size), totalSize: matches.length } };
}

export const USER_LIST_URL = '/api/lego-userprofile/ext/users';
export const USER_DETAILS_URL = '/api/lego-userprofile/ext/user/details';
export const USER_HANDLER_URL = '/api/lego-userhandler/ext/userhandler/';

export { errorBody } from '../../../test-support/error-body';

/** The list endpoint answering from {@link STORY_USERS} (or `users`). */
export const userListHandler = (users = STORY_USERS) =>
  http.post(USER_LIST_URL, async ({ request }) => HttpResponse.json(answerUserList((await request.json()) as Schemas['UserListRequest'], users)));

/** One stored user with grants, as the detail call returns it. */
export function storyProfile(status: Schemas['UserStatus'] = 'A'): Schemas['UserProfile'] {
  return {
    userId: 'U001004',
    merchantId: STORY_MERCHANT.merchantId,
    merchantName: STORY_MERCHANT.merchantName,
    username: 'prasert_cpin005',
    fullName: 'Prasert Boonmee',
    email: 'prasert.boonmee@cpins.example',
    contactNumber: '0812345678',
    note: 'Branch staff, Bang Rak',
    status,
    createdDatetime: '20261116130452',
    lastLogin: '20261121093000',
    authorize: {
      account: { profile: 'Y', user: 'N', customerProfile: 'N' },
      report: { transactionReport: 'Y', transactionRecurringReport: 'N', registrationReport: 'Y', onlineRegistrationReport: 'Y', summaryPaymentTransactionByStatus: 'Y' },
    },
  };
}

/**
 * A tiny user store for the detail stories: the detail call answers the current user; the
 * handler call applies lock, unlock and update to it, as the server would, after a short delay.
 * `reset()` (a story's `beforeEach`) starts it over, so a story can be replayed.
 */
export function userDetailHandlers(initial: Schemas['UserProfile']) {
  let current = initial;
  const handlers = [
    http.post(USER_DETAILS_URL, () => HttpResponse.json<Schemas['UserDetailResponse']>({ getResponse: current })),
    http.put(USER_HANDLER_URL, async ({ request }) => {
      const body = (await request.json()) as Schemas['UpdateUserRequest'];
      await delay(150);
      if (body.action === 'UPDATE') {
        const { fullName, contactNumber, note, status, authorize } = body.userProfile;
        current = { ...current, fullName, contactNumber, note, status, authorize };
      }
      return HttpResponse.json<Schemas['UserHandlerResponse']>({ userId: current.userId, message: 'OK' });
    }),
  ];
  return {
    handlers,
    reset: () => {
      current = initial;
    },
  };
}
