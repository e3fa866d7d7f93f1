-- CreateTable
CREATE TABLE "vector_site" (
    "id" TEXT NOT NULL,
    "organisation_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "site_key" TEXT NOT NULL,
    "allowed_origins" TEXT[],
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "vector_site_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "vector_event" (
    "id" BIGSERIAL NOT NULL,
    "site_id" TEXT NOT NULL,
    "visitor_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "url" TEXT,
    "title" TEXT,
    "referrer" TEXT,
    "email" TEXT,
    "client_ts" TIMESTAMP(3),
    "lang" TEXT,
    "tz" TEXT,
    "sw" INTEGER,
    "sh" INTEGER,
    "received_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "vector_event_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "vector_quota_hour" (
    "site_id" TEXT NOT NULL,
    "hour" TIMESTAMP(3) NOT NULL,
    "accepted" INTEGER NOT NULL DEFAULT 0,
    "dropped" INTEGER NOT NULL DEFAULT 0,
    "bots" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "vector_quota_hour_pkey" PRIMARY KEY ("site_id","hour")
);

-- CreateTable
CREATE TABLE "vector_contact" (
    "id" TEXT NOT NULL,
    "organisation_id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "tags" TEXT[],
    "crm_queued" BOOLEAN NOT NULL DEFAULT false,
    "change_version" INTEGER NOT NULL DEFAULT 1,
    "synced_version" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_synced_at" TIMESTAMP(3),

    CONSTRAINT "vector_contact_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "vector_visitor" (
    "site_id" TEXT NOT NULL,
    "visitor_id" TEXT NOT NULL,
    "contact_id" TEXT,
    "tags" TEXT[],
    "first_seen" TIMESTAMP(3) NOT NULL,
    "last_seen" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "vector_visitor_pkey" PRIMARY KEY ("site_id","visitor_id")
);

-- CreateTable
CREATE TABLE "vector_affinity" (
    "id" TEXT NOT NULL,
    "organisation_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "rules" JSONB NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "vector_affinity_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "vector_score" (
    "affinity_id" TEXT NOT NULL,
    "site_id" TEXT NOT NULL,
    "visitor_id" TEXT NOT NULL,
    "score" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "vector_score_pkey" PRIMARY KEY ("affinity_id","site_id","visitor_id")
);

-- CreateTable
CREATE TABLE "vector_action" (
    "id" TEXT NOT NULL,
    "organisation_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "trigger" JSONB NOT NULL,
    "effect" JSONB NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "vector_action_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "vector_action_run" (
    "id" TEXT NOT NULL,
    "action_id" TEXT NOT NULL,
    "site_id" TEXT NOT NULL,
    "visitor_id" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMP(3),
    "last_error" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "done_at" TIMESTAMP(3),

    CONSTRAINT "vector_action_run_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "vector_crm_target" (
    "organisation_id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "endpoint" TEXT NOT NULL,
    "auth_header_name" TEXT NOT NULL,
    "auth_header_enc" TEXT NOT NULL,
    "scope" TEXT NOT NULL DEFAULT 'all',
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "interval_minutes" INTEGER NOT NULL DEFAULT 15,
    "batch_size" INTEGER NOT NULL DEFAULT 100,
    "failures" INTEGER NOT NULL DEFAULT 0,
    "next_run_at" TIMESTAMP(3),
    "last_run_at" TIMESTAMP(3),
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "vector_crm_target_pkey" PRIMARY KEY ("organisation_id")
);

-- CreateTable
CREATE TABLE "vector_sync_log" (
    "id" TEXT NOT NULL,
    "organisation_id" TEXT NOT NULL,
    "trigger" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "contacts" INTEGER NOT NULL DEFAULT 0,
    "http_status" INTEGER,
    "detail" TEXT,
    "duration_ms" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "vector_sync_log_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "vector_site_site_key_key" ON "vector_site"("site_key");

-- CreateIndex
CREATE INDEX "vector_site_organisation_id_idx" ON "vector_site"("organisation_id");

-- CreateIndex
CREATE INDEX "vector_event_site_id_received_at_idx" ON "vector_event"("site_id", "received_at");

-- CreateIndex
CREATE INDEX "vector_event_received_at_idx" ON "vector_event"("received_at");

-- CreateIndex
CREATE INDEX "vector_contact_organisation_id_change_version_synced_versio_idx" ON "vector_contact"("organisation_id", "change_version", "synced_version");

-- CreateIndex
CREATE UNIQUE INDEX "vector_contact_organisation_id_email_key" ON "vector_contact"("organisation_id", "email");

-- CreateIndex
CREATE INDEX "vector_visitor_contact_id_idx" ON "vector_visitor"("contact_id");

-- CreateIndex
CREATE UNIQUE INDEX "vector_affinity_organisation_id_name_key" ON "vector_affinity"("organisation_id", "name");

-- CreateIndex
CREATE INDEX "vector_score_site_id_visitor_id_idx" ON "vector_score"("site_id", "visitor_id");

-- CreateIndex
CREATE INDEX "vector_action_organisation_id_idx" ON "vector_action"("organisation_id");

-- CreateIndex
CREATE INDEX "vector_action_run_status_next_attempt_at_idx" ON "vector_action_run"("status", "next_attempt_at");

-- CreateIndex
CREATE UNIQUE INDEX "vector_action_run_action_id_site_id_visitor_id_key" ON "vector_action_run"("action_id", "site_id", "visitor_id");

-- CreateIndex
CREATE INDEX "vector_sync_log_organisation_id_created_at_idx" ON "vector_sync_log"("organisation_id", "created_at");

-- AddForeignKey
ALTER TABLE "vector_site" ADD CONSTRAINT "vector_site_organisation_id_fkey" FOREIGN KEY ("organisation_id") REFERENCES "organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;
