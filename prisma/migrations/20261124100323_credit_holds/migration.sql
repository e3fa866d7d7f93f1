-- CreateTable
CREATE TABLE "credit_hold" (
    "id" TEXT NOT NULL,
    "organisation_id" TEXT NOT NULL,
    "credits" INTEGER NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "credit_hold_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "credit_hold_organisation_id_idx" ON "credit_hold"("organisation_id");

-- CreateIndex
CREATE INDEX "credit_hold_expires_at_idx" ON "credit_hold"("expires_at");

-- AddForeignKey
ALTER TABLE "credit_hold" ADD CONSTRAINT "credit_hold_organisation_id_fkey" FOREIGN KEY ("organisation_id") REFERENCES "organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The statements of credit reservations (lib/api/credit-reservations.ts). A process takes a block of credits
-- from an organisation's pool into a hold (hold_credits), hands them to its calls in memory, turns the
-- successful calls into usage records and gives idle credits back in batches (settle_credit_holds). A hold
-- whose process stopped is refunded once it expires (expire_credit_holds); every statement that touches a
-- hold pushes its expiry on by p_ttl_ms. Invariant: a hold's credits = credits of its process not yet
-- charged to a usage record nor given back (unused, in calls in flight, or settled but not yet written).
-- PL/pgSQL keeps the plans of these statements per connection.

-- Takes up to p_want credits (at least p_min, else nothing) from the pool into hold p_hold_id, creating
-- it or adding to it. held_credits: what was taken (NULL: the pool has less than p_min; nothing taken);
-- balance_left: the pool's balance afterwards (holds excluded).
CREATE OR REPLACE FUNCTION "hold_credits"(
    p_min INTEGER,
    p_want INTEGER,
    p_organisation_id TEXT,
    p_hold_id TEXT,
    p_ttl_ms INTEGER,
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
    INSERT INTO "credit_hold" ("id", "organisation_id", "credits", "expires_at")
    VALUES (p_hold_id, p_organisation_id, held_credits, CURRENT_TIMESTAMP + p_ttl_ms * INTERVAL '1 millisecond')
    ON CONFLICT ("id") DO UPDATE SET "credits" = "credit_hold"."credits" + EXCLUDED."credits", "expires_at" = EXCLUDED."expires_at";
END
$$;

-- One batch: credits given back from holds to their pools, and the usage records of successful calls, each
-- charging its credits to its hold (a hold no longer there was refunded on expiry: that call is recorded as
-- charging nothing). Idempotent for the records (a batch sent again charges nothing twice). Answers the usage
-- records written. Like hold_credits, it locks pools before holds (pools in id order), so the two never
-- deadlock.
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
    IF cardinality(p_return_hold_ids) > 0 THEN
        PERFORM 1 FROM "credit_account" WHERE "organisation_id" IN (
            SELECT h."organisation_id" FROM "credit_hold" h WHERE h."id" = ANY(p_return_hold_ids)
        ) ORDER BY "organisation_id" FOR UPDATE;
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
            SELECT v."id", v."organisation_id", v."product", v."operation", v."status", v."units",
                   CASE WHEN h."id" IS NULL THEN 0 ELSE v."credits" END, v."duration_ms", v."request_id"
            FROM v LEFT JOIN "credit_hold" h ON h."id" = v."hold_id"
            -- An organisation deleted meanwhile has no usage to record; its row must not fail the whole batch.
            WHERE EXISTS (SELECT 1 FROM "organisation" o WHERE o."id" = v."organisation_id")
            ON CONFLICT ("id") DO NOTHING
            RETURNING "id", "credits"
        ), charged AS (
            SELECT v."hold_id", sum(r."credits")::INTEGER AS "credits", count(*)::INTEGER AS "n"
            FROM recorded r JOIN v ON v."id" = r."id" GROUP BY v."hold_id"
        ), updated AS (
            UPDATE "credit_hold" h SET "credits" = h."credits" - c."credits", "expires_at" = CURRENT_TIMESTAMP + p_ttl_ms * INTERVAL '1 millisecond'
            FROM charged c WHERE h."id" = c."hold_id"
        )
        SELECT COALESCE(sum("n"), 0)::INTEGER INTO written FROM charged;
    END IF;
    RETURN written;
END
$$;

-- Refunds and removes every expired hold (its process stopped before settling it; emptied holds go too).
-- Answers the credits refunded.
CREATE OR REPLACE FUNCTION "expire_credit_holds"() RETURNS INTEGER LANGUAGE plpgsql AS $$
DECLARE
    refunded INTEGER;
BEGIN
    PERFORM 1 FROM "credit_account" WHERE "organisation_id" IN (
        SELECT h."organisation_id" FROM "credit_hold" h WHERE h."expires_at" < CURRENT_TIMESTAMP
    ) ORDER BY "organisation_id" FOR UPDATE;
    WITH gone AS (
        DELETE FROM "credit_hold" WHERE "expires_at" < CURRENT_TIMESTAMP RETURNING "organisation_id", "credits"
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
