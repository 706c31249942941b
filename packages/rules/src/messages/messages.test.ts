import { describe, expect, it } from 'vitest';
import { MESSAGES_EN, translate } from './catalogue';
import { MESSAGES_TH } from './th';
import { formatMessage } from './format-message';
import type { KeyedMessage } from './keyed-message';
import { serverText } from './keyed-message';
import {
  changePasswordFailure,
  changePasswordFailureMessage,
  failureDescription,
  forgotPasswordOutcome,
  sso250DownloadError,
  userActionMessages,
} from './outcomes';
import { SESSION_EXPIRED_NOTICE, signInFailure } from './sign-in-outcomes';
import { COMMON_MESSAGES } from './common-messages';
import { CSV_EXPORT_MESSAGES, REPORT_TITLES } from './report-messages';
import { CUSTOMER_MESSAGES } from './customer-messages';
import { MERCHANT_PROFILE_MESSAGES } from './merchant-profile-messages';
import { USER_MESSAGES } from './user-messages';

/** Every single-quoted text of the spec, copied verbatim (spelling included). */
const SPEC_QUOTES = [
  '...might take long time. Are you sure to continue?',
  'Are you sure to delete this user?',
  'Current password is invalid.',
  'Downloadable transaction date range should not be over than 30 days.',
  'Error occured while downloading report',
  'Error',
  'Export a large file',
  'Maximum fee should be more than or equal to minimum fee',
  'Merchant logo must be in format of PNG or JPG',
  'Merchant logo must be square ratio',
  'Merchant logo must not exceed 300KB',
  'New password cannot be the same as your current password.',
  'No change pending for approval.',
  'No data found',
  'Password cannot be changed. Please try again.',
  'Password does not match. Please try again.',
  'Please enter password',
  'Please enter username and password',
  'Please enter username',
  'Please select only 1 image',
  'Report Not Found',
  'Service Unavailable',
  'Service is temporarily unavailable, please try again later.',
  'Sub-account profile is duplicated, please check',
  'Temporary password has been sent to your email address.',
  'The report does not exist. Please try again.',
  'The username or password is incorrect',
  'Transaction Report',
  'Transaction date from should be earlier than transaction date to.',
  'Transaction date range should not be over than 360 days.',
  'Transaction from is invalid',
  'Transaction to is invalid',
  'Update merchant profile error',
  'Update merchant profile success',
  'Waive date from should be earlier than waive date to',
  "You don't have permission to access this page.",
  'You have entered invalid username, please try again.',
  'Your merchant profile has been updated.',
  'Your password has been changed successfully. You will be redirected to home screen.',
  'Your session has been expired. Please login again',
  'update merchant profile error',
  '{Action} user error',
  '{Action} user successful',
];

describe('message catalogue', () => {
  it.each(SPEC_QUOTES)('holds %j verbatim', (quote) => {
    expect(Object.values(MESSAGES_EN)).toContain(quote);
  });

  it('names the texts shown outside validators', () => {
    expect(COMMON_MESSAGES).toEqual({
      serviceUnavailable: 'Service Unavailable',
      sessionExpired: 'Your session has been expired. Please login again',
      unauthorized: "You don't have permission to access this page.",
      noDataFound: 'No data found',
      error: 'Error',
      requestFailed: 'The request could not be completed. Please try again.',
    });
    expect(CSV_EXPORT_MESSAGES.largeExportTitle).toBe('Export a large file');
    expect(CSV_EXPORT_MESSAGES.largeExportBody).toBe('...might take long time. Are you sure to continue?');
    expect(REPORT_TITLES.transactionReport).toBe('Transaction Report');
    expect(CUSTOMER_MESSAGES.noChangePending).toBe('No change pending for approval.');
    expect(USER_MESSAGES.deleteConfirm).toBe('Are you sure to delete this user?');
    expect(MERCHANT_PROFILE_MESSAGES).toMatchObject({
      updateErrorTitle: 'Update merchant profile error',
      updateSuccessTitle: 'Update merchant profile success',
      updateSuccessBody: 'Your merchant profile has been updated.',
      clientErrorTitle: 'update merchant profile error',
    });
  });

  it('keys every text by area and name, and translates with an English fallback', () => {
    expect(MESSAGES_EN['logo.tooLarge']).toBe('Merchant logo must not exceed 300KB');
    expect(translate('common.noDataFound')).toBe('No data found');
    expect(translate('common.noDataFound', { 'common.noDataFound': 'ไม่พบข้อมูล' })).toBe('ไม่พบข้อมูล');
    expect(translate('common.error', { 'common.noDataFound': 'ไม่พบข้อมูล' })).toBe('Error');
  });

  it('fills placeholders', () => {
    expect(formatMessage('{Action} user successful', { Action: 'Create' })).toBe('Create user successful');
    expect(formatMessage('{Action} and {Other}', { Action: 1 })).toBe('1 and {Other}');
  });
});

describe('outcome messages', () => {
  it.each([
    [200, { ok: true, message: 'Temporary password has been sent to your email address.', code: 'forgotPassword.sent' }],
    [404, { ok: false, message: 'You have entered invalid username, please try again.', code: 'forgotPassword.invalidUsername' }],
    [500, { ok: false, message: 'Service is temporarily unavailable, please try again later.', code: 'forgotPassword.unavailable' }],
  ])('forgot password %i', (status, outcome) => {
    expect(forgotPasswordOutcome(status)).toEqual(outcome);
  });

  it.each([
    ['The username or password is incorrect', 'Current password is invalid.'],
    ['Attempt limit exceeded', 'Attempt limit exceeded'],
    ['', 'Password cannot be changed. Please try again.'],
    [undefined, 'Password cannot be changed. Please try again.'],
  ])('change password failure %j', (server, shown) => {
    expect(changePasswordFailureMessage(server)).toBe(shown);
    expect(changePasswordFailure(server).message).toBe(shown);
  });

  it.each<[string | undefined, KeyedMessage]>([
    ['The username or password is incorrect', { code: 'changePassword.currentInvalid', message: 'Current password is invalid.' }],
    ['Service Unavailable', { code: 'common.serviceUnavailable', message: 'Service Unavailable' }],
    ['Attempt limit exceeded', { message: 'Attempt limit exceeded' }],
    [undefined, { code: 'changePassword.failed', message: 'Password cannot be changed. Please try again.' }],
  ])('change password failure %j carries the key of its text', (server, keyed) => {
    expect(changePasswordFailure(server)).toEqual(keyed);
  });

  it.each<[number | undefined, string | undefined, KeyedMessage]>([
    [401, 'The username or password is incorrect', { code: 'changePassword.serverIncorrect', message: 'The username or password is incorrect' }],
    [503, 'Service Unavailable', { code: 'common.serviceUnavailable', message: 'Service Unavailable' }],
    [403, 'Your user is locked. Please contact your administrator.', { message: 'Your user is locked. Please contact your administrator.' }],
    [503, undefined, { code: 'common.serviceUnavailable', message: 'Service Unavailable' }],
    [undefined, undefined, { code: 'common.serviceUnavailable', message: 'Service Unavailable' }],
    [500, '  ', { code: 'common.error', message: 'Error' }],
  ])('sign-in failure %s %j', (status, server, keyed) => {
    expect(signInFailure(status, server)).toEqual(keyed);
  });

  it('gives every keyed outcome the English of its own key', () => {
    const keyed: KeyedMessage[] = [
      SESSION_EXPIRED_NOTICE,
      ...[200, 404, 500].map(forgotPasswordOutcome),
      ...['The username or password is incorrect', 'Service Unavailable', undefined].map((server) => changePasswordFailure(server)),
      ...[[401, 'The username or password is incorrect'] as const, [503, undefined] as const, [500, undefined] as const].map(([status, server]) =>
        signInFailure(status, server),
      ),
    ];
    for (const { code, message } of keyed) expect(code && MESSAGES_EN[code]).toBe(message);
  });

  it('keeps a server text the catalogue does not hold as it is', () => {
    expect(serverText('Password has been used recently.')).toEqual({ message: 'Password has been used recently.' });
    expect(serverText('Password has been used recently.', [], 'LimitExceededException')).toEqual({ message: 'Password has been used recently.' });
  });

  it.each([
    // The sandbox's codes for catalogue texts.
    ['No change pending for approval.', 'NO_PENDING_CHANGE', 'customer.noChangePending'],
    ['Registration date from should be earlier than registration date to.', 'registration.fromAfterTo', 'registrationReport.fromAfterTo'],
    // A rules validator's key, as a server running the rules reports it.
    ['Registration date from should be earlier than registration date to.', 'registrationReport.fromAfterTo', 'registrationReport.fromAfterTo'],
    ['Citizen ID must be 13 digits.', 'customer.citizenIdFormat', 'customer.citizenIdFormat'],
    // The sandbox's staff refusals (issue 29), coded by their keys.
    ['Choose a merchant first: bank staff name the merchant of each request.', 'merchantScope.merchantRequired', 'merchantScope.merchantRequired'],
    ['Only the bank can change the fee profile, the waiver and the activation of a merchant.', 'merchantProfileForm.bankTermsOnly', 'merchantProfileForm.bankTermsOnly'],
  ] as const)('knows the server text %j by its code %s, so a Thai user reads it in Thai', (message, code, key) => {
    expect(serverText(message, [], code)).toEqual({ code: key, message });
    expect(MESSAGES_TH[key]).toBeTruthy();
    expect(MESSAGES_TH[key]).not.toBe(MESSAGES_EN[key]);
  });

  it('passes the server code through sign-in and change-password failures', () => {
    expect(signInFailure(400, 'Password must be 8-16 characters.', 'changePassword.length')).toEqual({ code: 'changePassword.length', message: 'Password must be 8-16 characters.' });
    expect(changePasswordFailure('No change pending for approval.', 'NO_PENDING_CHANGE').code).toBe('customer.noChangePending');
    // The wrong-credentials text still wins by its text.
    expect(signInFailure(401, 'The username or password is incorrect', 'NotAuthorizedException').code).toBe('changePassword.serverIncorrect');
  });

  it('gives the text file download errors', () => {
    expect(sso250DownloadError(404)).toEqual({ title: 'Report Not Found', body: 'The report does not exist. Please try again.' });
    expect(sso250DownloadError(500)).toEqual({ title: 'Error', body: 'Error occured while downloading report' });
  });

  it.each([
    ['Username already exists.', 'Username already exists.'],
    ['  ', 'The request could not be completed. Please try again.'],
    [undefined, 'The request could not be completed. Please try again.'],
  ])('failure description %j', (server, shown) => {
    expect(failureDescription(server)).toBe(shown);
  });

  it('fills user action modals', () => {
    expect(userActionMessages('Lock')).toEqual({ success: 'Lock user successful', errorTitle: 'Lock user error' });
  });
});
