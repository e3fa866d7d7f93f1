-- Crash accounting (lib/api/credit-reservations.ts, docs/design/crash-accounting.md). A hold now names the
-- process that owns it (owner_id: an id the process draws at start), and that process renews its holds'
-- lease (expires_at) every few seconds, so a hold of a process that died is refunded within
-- BILLING_HOLD_TTL_MS (20 s) of its last renewal instead of 10 minutes; a restarted server releases the
-- holds of the dead processes whose journal it replayed at once (release_credit_holds).
-- Usage written for a hold that is already gone is charged to the pool directly: a render delivered by a
-- process whose hold expired meanwhile is charged like any other, never free.

-- AlterTable
ALTER TABLE "credit_hold" ADD COLUMN "owner_id" TEXT;

-- CreateIndex
CREATE INDEX "credit_hold_owner_id_idx" ON "credit_hold"("owner_id");

DROP FUNCTION IF EXISTS "hold_credits"(INTEGER, INTEGER, TEXT, TEXT, INTEGER);

-- As before, with the owner of the hold.
CREATE OR REPLACE FUNCTION "hold_credits"(
    p_min INTEGER,
    p_want INTEGER,
    p_organisation_id TEXT,
    p_hold_id TEXT,
    p_ttl_ms INTEGER,
    p_owner_id TEXT,
    OUT held_credits INTEGER,
    OUT balance_left INTEGER
) LANGUAGE plpgsql AS $$
DECLARE
    current_balance INTEGER;
BEGIN
    SELECT "balance" INTO current_balance FROM "credit_account" WHERE "organisation_id" = p_organisation_id FOR UPDATE;
    IF NOT FOUND OR current_balance < p_min THEN
        held_credits := NULL;
        balance_left := COALESCE(current_balance, 0);
        RETURN;
    END IF;
    held_credits := LEAST(GREATEST(p_want, p_min), current_balance);
    balance_left := current_balance - held_credits;
    UPDATE "credit_account" SET "balance" = balance_left, "updated_at" = CURRENT_TIMESTAMP WHERE "organisation_id" = p_organisation_id;
    INSERT INTO "credit_hold" ("id", "organisation_id", "credits", "expires_at", "owner_id")
    VALUES (p_hold_id, p_organisation_id, held_credits, CURRENT_TIMESTAMP + p_ttl_ms * INTERVAL '1 millisecond', p_owner_id)
    ON CONFLICT ("id") DO UPDATE SET "credits" = "credit_hold"."credits" + EXCLUDED."credits", "expires_at" = EXCLUDED."expires_at";
END
$$;

-- One batch: credits given back from holds to their pools, and the usage records of successful calls, each
-- charging its credits to its hold, or, when the hold is gone (refunded on expiry: its process was thought
-- dead), to the organisation's pool directly. Idempotent for the records (a batch sent again, or a journal
-- replayed after a crash, charges nothing twice: a record is charged only when it is inserted). Every
-- organisation of the batch has its pool locked first, in id order, as hold_credits, expire_credit_holds and
-- release_credit_holds do before they touch holds: no deadlock, and no hold disappears during the batch.
CREATE OR REPLACE FUNCTION "settle_credit_holds"(
    p_hold_ids TEXT[],
    p_usage_ids TEXT[],
    p_organisation_ids TEXT[],
    p_products TEXT[],
    p_operations TEXT[],
    p_statuses INTEGER[],
    p_units INTEGER[],
    p_credits INTEGER[],
    p_duration_ms INTEGER[],
    p_request_ids TEXT[],
    p_return_hold_ids TEXT[],
    p_return_credits INTEGER[],
    p_ttl_ms INTEGER
) RETURNS INTEGER LANGUAGE plpgsql AS $$
DECLARE
    written INTEGER := 0;
BEGIN
    PERFORM 1 FROM "credit_account" WHERE "organisation_id" IN (
        SELECT h."organisation_id" FROM "credit_hold" h WHERE h."id" = ANY(p_return_hold_ids)
        UNION SELECT unnest(p_organisation_ids)
    ) ORDER BY "organisation_id" FOR UPDATE;
    IF cardinality(p_return_hold_ids) > 0 THEN
        WITH r AS (
            SELECT * FROM unnest(p_return_hold_ids, p_return_credits) AS r("hold_id", "credits")
        ), returned AS (
            UPDATE "credit_hold" h SET "credits" = h."credits" - r."credits", "expires_at" = CURRENT_TIMESTAMP + p_ttl_ms * INTERVAL '1 millisecond'
            FROM r WHERE h."id" = r."hold_id"
            RETURNING h."organisation_id", r."credits"
        )
        UPDATE "credit_account" a SET "balance" = a."balance" + x."credits", "updated_at" = CURRENT_TIMESTAMP
        FROM (SELECT "organisation_id", sum("credits")::INTEGER AS "credits" FROM returned GROUP BY "organisation_id") x
        WHERE a."organisation_id" = x."organisation_id";
    END IF;
    IF cardinality(p_usage_ids) > 0 THEN
        WITH v AS (
            SELECT * FROM unnest(p_hold_ids, p_usage_ids, p_organisation_ids, p_products, p_operations, p_statuses, p_units, p_credits, p_duration_ms, p_request_ids)
                AS v("hold_id", "id", "organisation_id", "product", "operation", "status", "units", "credits", "duration_ms", "request_id")
        ), recorded AS (
            INSERT INTO "usage_record" ("id", "organisation_id", "product", "operation", "status", "units", "credits", "duration_ms", "request_id")
            SELECT v."id", v."organisation_id", v."product", v."operation", v."status", v."units", v."credits", v."duration_ms", v."request_id"
            FROM v
            -- An organisation deleted meanwhile has no usage to record; its row must not fail the whole batch.
            WHERE EXISTS (SELECT 1 FROM "organisation" o WHERE o."id" = v."organisation_id")
            ON CONFLICT ("id") DO NOTHING
            RETURNING "id", "credits"
        ), charged AS (
            SELECT v."hold_id", v."organisation_id", (h."id" IS NOT NULL) AS "held", sum(r."credits")::INTEGER AS "credits", count(*)::INTEGER AS "n"
            FROM recorded r JOIN v ON v."id" = r."id" LEFT JOIN "credit_hold" h ON h."id" = v."hold_id"
            GROUP BY v."hold_id", v."organisation_id", h."id"
        ), from_holds AS (
            UPDATE "credit_hold" h SET "credits" = h."credits" - c."credits", "expires_at" = CURRENT_TIMESTAMP + p_ttl_ms * INTERVAL '1 millisecond'
            FROM charged c WHERE c."held" AND h."id" = c."hold_id"
        ), from_pools AS (
            UPDATE "credit_account" a SET "balance" = a."balance" - x."credits", "updated_at" = CURRENT_TIMESTAMP
            FROM (SELECT "organisation_id", sum("credits")::INTEGER AS "credits" FROM charged WHERE NOT "held" GROUP BY "organisation_id") x
            WHERE a."organisation_id" = x."organisation_id"
        )
        SELECT COALESCE(sum("n"), 0)::INTEGER INTO written FROM charged;
    END IF;
    RETURN written;
END
$$;

-- Refunds and removes every hold of the given owners (processes known to be dead: a restarted server
-- replayed their journal first). Answers the credits refunded.
CREATE OR REPLACE FUNCTION "release_credit_holds"(p_owner_ids TEXT[]) RETURNS INTEGER LANGUAGE plpgsql AS $$
DECLARE
    refunded INTEGER;
BEGIN
    PERFORM 1 FROM "credit_account" WHERE "organisation_id" IN (
        SELECT h."organisation_id" FROM "credit_hold" h WHERE h."owner_id" = ANY(p_owner_ids)
    ) ORDER BY "organisation_id" FOR UPDATE;
    WITH gone AS (
        DELETE FROM "credit_hold" WHERE "owner_id" = ANY(p_owner_ids) RETURNING "organisation_id", "credits"
    ), refund AS (
        SELECT "organisation_id", sum("credits")::INTEGER AS "credits" FROM gone GROUP BY "organisation_id"
    ), applied AS (
        UPDATE "credit_account" a SET "balance" = a."balance" + r."credits", "updated_at" = CURRENT_TIMESTAMP
        FROM refund r WHERE a."organisation_id" = r."organisation_id" AND r."credits" <> 0
    )
    SELECT COALESCE(sum("credits"), 0)::INTEGER INTO refunded FROM refund;
    RETURN refunded;
END
$$;
