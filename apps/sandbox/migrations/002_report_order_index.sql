-- The report's default order (newest first, then the transaction number) straight from the
-- index: a month's export is then read in index order instead of being sorted first. The status
-- code and the amount stay in the index as included columns, so counting by status and sorting
-- by amount still need no table access.
drop index payment_transaction_report_idx;
create index payment_transaction_report_idx on payment_transaction (merchant_id, mode, created_datetime desc, txn_number desc)
  include (status_code, amount);
