/**
 * lego-report SSO 250: the fixed-width text file of a report date (any role containing SSO).
 * 404 'Report Not Found' when the date has no report (the sandbox produces none on Sundays).
 * A merchant user gets their own merchant's file; BANK_REPORT names the merchant (issue 29).
 */
import { formatCompactDate, SSO250_MESSAGES, toWallTime, validateSso250Date } from '@lego-portal/rules';
import { nowStamp } from '../clock';
import { ApiError, errorBody, fail, rulesFailure } from '../errors';
import type { Sso250Detail } from '../reports/sso250-file';
import { sso250File } from '../reports/sso250-file';
import { findMerchant } from '../store/merchants';
import type { OperationHandler } from './handler-types';
import { principalOf } from './handler-types';
import { merchantOfCall } from './merchant-scope';

const reportNotFound = () => new ApiError(404, errorBody('REPORT_NOT_FOUND', SSO250_MESSAGES.notFoundTitle, SSO250_MESSAGES.notFoundBody));

export const downloadSso250: OperationHandler = async (ctx) => {
  const principal = principalOf(ctx);
  const { sso250Criteria } = ctx.body as { sso250Criteria: { reportDate: string; merchantId?: string } };
  const merchantId = merchantOfCall(principal, sso250Criteria.merchantId, reportNotFound);
  const check = validateSso250Date(sso250Criteria, { now: ctx.deps.clock.now() });
  if (!check.ok) throw rulesFailure(check.errors);
  const wall = toWallTime(sso250Criteria.reportDate);
  if (!wall) throw fail.badRequest(SSO250_MESSAGES.dateInvalid);
  const reportDate = formatCompactDate(wall);
  const { db } = ctx.deps;
  const [report] = await db.query('select 1 from sso_report where merchant_id = $1 and report_date = $2', [merchantId, reportDate]);
  const merchant = report ? await findMerchant(db, merchantId) : null;
  if (!merchant) throw reportNotFound();
  const details = await db.query<Sso250Detail>(
    `select txn_number as "txnNumber", created_datetime as "createdDateTime", updated_datetime as "updatedDateTime",
            amount::float8 as "amount", merchant_fee_amount::float8 as "merchantFeeAmount", customer_fee_amount::float8 as "customerFeeAmount",
            status_code as "statusCode", from_acct_number as "fromAcctNumber", to_acct_number as "toAcctNumber",
            actual_acct_number as "actualAcctNumber", ref_number as "refNumber", customer_ref as "customerRef",
            payment_channel as "paymentChannel", host_response_code as "hostResponseCode"
       from payment_transaction
      where merchant_id = $1 and created_datetime between $2 and $3 and status_code = '1000'
      order by created_datetime, txn_number`,
    [merchantId, `${reportDate}000000`, `${reportDate}235959`],
  );
  const content = sso250File(
    {
      merchantId: merchant.merchant_id,
      specialMerchantCode: merchant.special_merchant_code ?? '',
      reportDate,
      createdAt: nowStamp(ctx.deps.clock),
      merchantName: merchant.merchant_name,
    },
    details,
  );
  return { status: 200, file: { contentType: 'text/plain; charset=us-ascii', filename: `SSO250_${merchant.merchant_id}_${reportDate}.txt`, content } };
};
