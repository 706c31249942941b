-- Bank staff (issue 29, x-inferred): users of the bank, not of a merchant. A staff user has no
-- merchant and holds staff roles (BANK_MERCHANT_ADMIN, BANK_CUSTOMER_MAKER,
-- BANK_CUSTOMER_CHECKER, BANK_REPORT); a merchant user has a merchant and never a staff role,
-- so no grant column can make a merchant user staff, nor staff a merchant's user.
alter table app_user alter column merchant_id drop not null;
alter table app_user add column staff_roles text[] not null default '{}';
alter table app_user add constraint app_user_staff_or_merchant
  check ((merchant_id is null) = (cardinality(staff_roles) > 0));

-- Who proposed a pending customer change: a bank staff user or a user of the merchant. Every
-- change queued before this ran was a merchant user's.
alter table customer_pending_change add column maker_type text not null default 'MERCHANT'
  check (maker_type in ('BANK', 'MERCHANT'));
