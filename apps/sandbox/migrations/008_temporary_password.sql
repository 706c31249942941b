-- A temporary password from "forgot password", kept beside the user's own password until it is
-- used: asking for one (which needs no sign-in) must not lock the account's owner out, nor let
-- whoever asked take the account over with the old password gone.
create table temporary_password (
  user_id text primary key references app_user (user_id) on delete cascade,
  password_hash text not null,
  created_datetime char(14) not null
);
