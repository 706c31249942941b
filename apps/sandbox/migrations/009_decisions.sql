-- Decisions with reasons (issue 32, x-inferred).
-- A customer's version counts its changes; a pending change remembers the version it was
-- requested against, so approving it after the record changed (409) is refused instead of
-- overwriting what changed meanwhile. Every row and change before this was version 1.
alter table customer_profile add column version integer not null default 1;
alter table customer_pending_change add column base_version integer not null default 1;

-- Each checker's decision, kept after the pending change is gone: who, when, the outcome and the
-- words given with it (a rejection's reason, an approval's note). No foreign key: an approved
-- deletion or a rejected creation removes the customer, and its decisions stay as the record of it.
create table customer_decision (
  id bigserial primary key,
  cust_profile_id text not null,
  action text not null check (action in ('CREATE', 'UPDATE', 'DELETE')),
  decision text not null check (decision in ('APPROVED', 'REJECTED')),
  decided_by text not null,
  decided_datetime char(14) not null,
  maker_username text not null,
  reason text,
  note text,
  check ((decision = 'REJECTED') = (reason is not null))
);
create index customer_decision_customer_idx on customer_decision (cust_profile_id, id desc);
