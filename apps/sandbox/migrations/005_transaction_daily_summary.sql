-- The summary of payments by status (issue 17) counts and sums transactions per day and status.
-- Grouping the rows themselves, even from the report index alone (no table access), costs about
-- 2 microseconds a row on PGlite: a 360-day summary of one merchant at 1 000 000 transactions
-- (about 320 000 rows) took 0.6-0.9 s, up to 1.8 s on a busy machine (30 days: 40-80 ms). So
-- the whole days are kept here already added up, per merchant, mode, day and status (360 days:
-- 30-45 ms), and the summary reads the index only for the parts of the first and last day that
-- a range cuts (src/store/transaction-summary.ts).
create table payment_transaction_daily (
  merchant_id text not null,
  mode text not null,
  day char(8) not null,
  status_code char(4) not null,
  txn_count integer not null check (txn_count > 0),
  amount_sum numeric(18, 2) not null,
  primary key (merchant_id, mode, day, status_code)
);

-- Keeps payment_transaction_daily equal to the transactions after every statement that inserts,
-- updates or deletes some (the seed's bulk insert is one statement: its rows are added up once).
-- A missing amount counts as 0, as in the summary.
create function payment_transaction_daily_sync() returns trigger
language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    -- Days and statuses left without a transaction go; the others lose the old rows' share.
    delete from payment_transaction_daily d
     using (select merchant_id, mode, substr(created_datetime, 1, 8) as day, status_code, count(*)::int as n
              from old_rows group by 1, 2, 3, 4) o
     where d.merchant_id = o.merchant_id and d.mode = o.mode and d.day = o.day and d.status_code = o.status_code
       and d.txn_count = o.n;
    update payment_transaction_daily d
       set txn_count = d.txn_count - o.n, amount_sum = d.amount_sum - o.total
      from (select merchant_id, mode, substr(created_datetime, 1, 8) as day, status_code, count(*)::int as n,
                   sum(coalesce(amount, 0)) as total
              from old_rows group by 1, 2, 3, 4) o
     where d.merchant_id = o.merchant_id and d.mode = o.mode and d.day = o.day and d.status_code = o.status_code
       and d.txn_count > o.n;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into payment_transaction_daily as d (merchant_id, mode, day, status_code, txn_count, amount_sum)
    select merchant_id, mode, substr(created_datetime, 1, 8), status_code, count(*)::int, sum(coalesce(amount, 0))
      from new_rows group by 1, 2, 3, 4
        on conflict (merchant_id, mode, day, status_code)
        do update set txn_count = d.txn_count + excluded.txn_count, amount_sum = d.amount_sum + excluded.amount_sum;
  end if;
  if tg_op = 'TRUNCATE' then
    delete from payment_transaction_daily;
  end if;
  return null;
end
$$;

create trigger payment_transaction_daily_insert after insert on payment_transaction
  referencing new table as new_rows for each statement execute function payment_transaction_daily_sync();
create trigger payment_transaction_daily_update after update on payment_transaction
  referencing old table as old_rows new table as new_rows for each statement execute function payment_transaction_daily_sync();
create trigger payment_transaction_daily_delete after delete on payment_transaction
  referencing old table as old_rows for each statement execute function payment_transaction_daily_sync();
create trigger payment_transaction_daily_truncate after truncate on payment_transaction
  for each statement execute function payment_transaction_daily_sync();

-- Transactions stored before this migration.
insert into payment_transaction_daily (merchant_id, mode, day, status_code, txn_count, amount_sum)
select merchant_id, mode, substr(created_datetime, 1, 8), status_code, count(*)::int, sum(coalesce(amount, 0))
  from payment_transaction group by 1, 2, 3, 4;
