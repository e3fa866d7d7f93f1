-- Every billed product now bills through credit reservations (lib/billing/reservations.ts); pdf2json's
-- one-statement charge is no longer called by anything.
DROP FUNCTION IF EXISTS "charge_credits"(INTEGER, TEXT, TEXT, TEXT, TEXT, INTEGER, INTEGER, INTEGER, TEXT);
