-- The merchant name filter matches the name stored on each transaction, the name every row and
-- the CSV show (issue 27): after a rename the old name finds the rows stored before it and the
-- new name those stored since. The summary adds whole days up from payment_transaction_daily, so
-- that table now keeps its sums per stored merchant name as well, and the report reads the names
-- a range holds from it (a few thousand rows at most) instead of from the transactions: when all
-- of them match, or none, no row is read for the name at all.
drop table payment_transaction_daily;
create table payment_transaction_daily (
  merchant_id text not null,
  mode text not null,
  day char(8) not null,
  status_code char(4) not null,
  merchant_name text not null,
  txn_count integer not null check (txn_count > 0),
  amount_sum numeric(18, 2) not null,
  primary key (merchant_id, mode, day, status_code, merchant_name)
);

-- Migration 005's function, with the stored name in each group; its triggers stay.
create or replace function payment_transaction_daily_sync() returns trigger
language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    -- Groups left without a transaction go; the others lose the old rows' share.
    delete from payment_transaction_daily d
     using (select merchant_id, mode, substr(created_datetime, 1, 8) as day, status_code, merchant_name, count(*)::int as n
              from old_rows group by 1, 2, 3, 4, 5) o
     where d.merchant_id = o.merchant_id and d.mode = o.mode and d.day = o.day and d.status_code = o.status_code
       and d.merchant_name = o.merchant_name and d.txn_count = o.n;
    update payment_transaction_daily d
       set txn_count = d.txn_count - o.n, amount_sum = d.amount_sum - o.total
      from (select merchant_id, mode, substr(created_datetime, 1, 8) as day, status_code, merchant_name, count(*)::int as n,
                   sum(coalesce(amount, 0)) as total
              from old_rows group by 1, 2, 3, 4, 5) o
     where d.merchant_id = o.merchant_id and d.mode = o.mode and d.day = o.day and d.status_code = o.status_code
       and d.merchant_name = o.merchant_name and d.txn_count > o.n;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into payment_transaction_daily as d (merchant_id, mode, day, status_code, merchant_name, txn_count, amount_sum)
    select merchant_id, mode, substr(created_datetime, 1, 8), status_code, merchant_name, count(*)::int, sum(coalesce(amount, 0))
      from new_rows group by 1, 2, 3, 4, 5
        on conflict (merchant_id, mode, day, status_code, merchant_name)
        do update set txn_count = d.txn_count + excluded.txn_count, amount_sum = d.amount_sum + excluded.amount_sum;
  end if;
  if tg_op = 'TRUNCATE' then
    delete from payment_transaction_daily;
  end if;
  return null;
end
$$;

-- Transactions stored before this migration.
insert into payment_transaction_daily (merchant_id, mode, day, status_code, merchant_name, txn_count, amount_sum)
select merchant_id, mode, substr(created_datetime, 1, 8), status_code, merchant_name, count(*)::int, sum(coalesce(amount, 0))
  from payment_transaction group by 1, 2, 3, 4, 5;
