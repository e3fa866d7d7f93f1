-- The charge of a billed call (lib/api/billing.ts) as one function: debit the organisation's credits only
-- if they cover the call, record the usage in the same transaction, answer the balance left (NULL: not
-- charged, nothing recorded). PL/pgSQL keeps its statements' plans per connection, so a call no longer
-- parses and plans a data-modifying CTE every time: measured on the embedded database, 0.47 -> 0.23 ms.
CREATE OR REPLACE FUNCTION "charge_credits"(
    p_credits INTEGER,
    p_organisation_id TEXT,
    p_usage_id TEXT,
    p_product TEXT,
    p_operation TEXT,
    p_status INTEGER,
    p_units INTEGER,
    p_duration_ms INTEGER,
    p_request_id TEXT
) RETURNS INTEGER LANGUAGE plpgsql AS $$
DECLARE
    left_balance INTEGER;
BEGIN
    UPDATE "credit_account" SET "balance" = "balance" - p_credits, "updated_at" = CURRENT_TIMESTAMP
    WHERE "organisation_id" = p_organisation_id AND "balance" >= p_credits
    RETURNING "balance" INTO left_balance;
    IF NOT FOUND THEN
        RETURN NULL;
    END IF;
    INSERT INTO "usage_record" ("id", "organisation_id", "product", "operation", "status", "units", "credits", "duration_ms", "request_id")
    VALUES (p_usage_id, p_organisation_id, p_product, p_operation, p_status, p_units, p_credits, p_duration_ms, p_request_id);
    RETURN left_balance;
END
$$;
