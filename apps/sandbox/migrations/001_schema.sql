-- Schema of the sandbox lego-* API. One set of migrations for PGlite and PostgreSQL: plain SQL,
-- no extensions. Timestamps are stored as the spec stores them: YYYYMMDDHHmmss text in the
-- business time zone (Asia/Bangkok), so they sort as text and need no zone conversion.

create table sandbox_setting (
  key text primary key,
  value text not null
);

create table merchant (
  merchant_id text primary key,
  merchant_code text not null,
  merchant_name text not null,
  integration_type text not null check (integration_type in ('REDIRECT', 'API')),
  special_merchant_code text,
  is_active text not null default 'Y' check (is_active in ('Y', 'N')),
  -- merchantInfo (besides the columns above), merchantDDProfile and the fee profile as the API
  -- shapes them: the sandbox stores and returns them whole.
  merchant_info jsonb not null,
  dd_profile jsonb not null,
  fee_profile jsonb not null,
  address jsonb,
  category_name text,
  business_type_desc text,
  account_currencies jsonb not null default '["THB"]'
);

create table merchant_key_pair (
  merchant_id text primary key references merchant (merchant_id) on delete cascade,
  public_key text not null,
  generated_by text not null,
  generated_time char(14) not null
);

create table app_user (
  user_id text primary key,
  merchant_id text not null references merchant (merchant_id),
  username text not null,
  full_name text not null,
  email text not null,
  contact_number text not null default '',
  note text not null default '',
  status char(1) not null check (status in ('A', 'I', 'L')),
  created_datetime char(14) not null,
  last_login char(14),
  password_hash text not null,
  must_change_password boolean not null default false,
  failed_sign_ins integer not null default 0,
  auth_profile char(1) not null default 'N',
  auth_user char(1) not null default 'N',
  auth_customer_profile char(1) not null default 'N',
  auth_transaction_report char(1) not null default 'N',
  auth_transaction_recurring_report char(1) not null default 'N',
  auth_registration_report char(1) not null default 'N',
  auth_online_registration_report char(1) not null default 'N',
  auth_summary_payment_transaction char(1) not null default 'N'
);
create unique index app_user_username_key on app_user (lower(username));
create index app_user_merchant_idx on app_user (merchant_id, created_datetime desc);

-- One row per sign-in; every token carries its id, so sign-out revokes all three at once.
create table auth_session (
  session_id text primary key,
  user_id text not null references app_user (user_id) on delete cascade,
  created_datetime char(14) not null,
  refresh_jti text not null,
  revoked boolean not null default false
);
create index auth_session_user_idx on auth_session (user_id);

-- Mail the sandbox would send (temporary passwords); read through the dev-only endpoint.
create table outbox (
  id bigserial primary key,
  username text not null,
  email text not null,
  subject text not null,
  body text not null,
  created_datetime char(14) not null
);
create index outbox_username_idx on outbox (lower(username), id);

create table customer_profile (
  cust_profile_id text primary key,
  merchant_id text not null references merchant (merchant_id),
  customer_type char(1) not null check (customer_type in ('I', 'C')),
  full_name text not null,
  user_id text not null,
  is_active char(1) not null check (is_active in ('Y', 'N')),
  customer_register_channel text not null,
  customer_payment_channel text not null,
  id_type text,
  customer_id text,
  update_datetime char(14) not null,
  last_username text,
  customer_info jsonb not null,
  payment_info jsonb not null,
  waive_info jsonb not null,
  bank_accts jsonb not null
);
create index customer_profile_merchant_idx on customer_profile (merchant_id, update_datetime desc);

-- The maker-checker queue: at most one pending change per customer.
create table customer_pending_change (
  cust_profile_id text primary key references customer_profile (cust_profile_id) on delete cascade,
  action text not null check (action in ('CREATE', 'UPDATE', 'DELETE')),
  maker_username text not null,
  created_datetime char(14) not null,
  proposed jsonb
);

create table payment_transaction (
  txn_number text primary key,
  mode text not null check (mode in ('online', 'scheduled')),
  merchant_id text not null references merchant (merchant_id),
  merchant_name text not null,
  created_datetime char(14) not null,
  updated_datetime char(14),
  ori_amount numeric(14, 2),
  amount numeric(14, 2),
  merchant_fee_amount numeric(14, 2),
  customer_fee_amount numeric(14, 2),
  fine_amount numeric(14, 2),
  status_code char(4) not null,
  error_description text,
  host_response_code text,
  host_response_desc text,
  merchant_integration_type text not null,
  payment_channel text,
  sub_account_id text,
  to_acct_number text,
  ref_number text,
  customer_ref text,
  corp_id text,
  from_acct_number text,
  actual_acct_number text
);
-- The report always filters by merchant, mode and a date range, and sorts by date by default;
-- the status code is in the index so that the page count needs no table access, and the
-- amount (the other usual sort) so that sorting by it needs none either.
create index payment_transaction_report_idx on payment_transaction (merchant_id, mode, created_datetime desc, status_code, txn_number)
  include (amount);

create table registration (
  id bigint primary key,
  merchant_id text not null references merchant (merchant_id),
  merchant_name text not null,
  is_online boolean not null,
  created_datetime char(14) not null,
  customer_reference text not null,
  customer_acct_no text not null,
  customer_acct_currency text not null,
  customer_name text,
  registration_channel text,
  payment_channel text,
  merchant_reference text,
  other_reference text,
  status_code char(4) not null,
  error_desc text
);
create index registration_report_idx on registration (merchant_id, is_online, created_datetime desc, id);

-- Dates for which the SSO 250-byte text file exists (no file on Sundays).
create table sso_report (
  merchant_id text not null references merchant (merchant_id),
  report_date char(8) not null,
  generated_datetime char(14) not null,
  primary key (merchant_id, report_date)
);

-- Deterministic 31-bit hash of (n, salt): the seed generator builds its bulk rows from it, so the
-- same seed gives the same data on PGlite and on any PostgreSQL.
create function sandbox_hash(n bigint, salt integer) returns integer
language sql immutable as $$
  select ((((n * 2654435761) + salt * 40503) % 2147483647) # (((n * 97) + salt * 7919) % 65536 * 32768))::integer
$$;
