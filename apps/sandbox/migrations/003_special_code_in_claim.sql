-- Whether the directory copied the merchant's special merchant code into the user's custom:auth
-- claim. The bank's onboarding did for the users it set up (the seeded users, and every row that
-- exists when this runs); the portal's user handler writes only the ticked grants (spec section
-- 6), so a user it creates gets the special code (the SSO role) from the merchant profile alone.
alter table app_user add column special_code_in_claim boolean not null default true;
alter table app_user alter column special_code_in_claim set default false;
