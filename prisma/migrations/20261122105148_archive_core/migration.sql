-- CreateTable
CREATE TABLE "archive_client" (
    "id" TEXT NOT NULL,
    "organisation_id" TEXT NOT NULL,
    "name" TEXT,
    "secret_hash" TEXT NOT NULL,
    "last4" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_used_at" TIMESTAMP(3),
    "deactivated_at" TIMESTAMP(3),

    CONSTRAINT "archive_client_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "archive_token" (
    "token_hash" TEXT NOT NULL,
    "client_id" TEXT NOT NULL,
    "organisation_id" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "archive_token_pkey" PRIMARY KEY ("token_hash")
);

-- CreateTable
CREATE TABLE "archived_email" (
    "id" TEXT NOT NULL,
    "organisation_id" TEXT NOT NULL,
    "message_id" TEXT NOT NULL,
    "subscriber_key" TEXT NOT NULL,
    "date_sent" TIMESTAMP(3) NOT NULL,
    "attributes" JSONB NOT NULL DEFAULT '{}',
    "html" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMP(3) NOT NULL,
    "lease_until" TIMESTAMP(3),
    "last_error" TEXT,
    "blob_key" TEXT,
    "pages" INTEGER,
    "pdf_bytes" INTEGER,
    "rendered_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "archived_email_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "archive_client_organisation_id_idx" ON "archive_client"("organisation_id");

-- CreateIndex
CREATE INDEX "archive_token_client_id_idx" ON "archive_token"("client_id");

-- CreateIndex
CREATE INDEX "archive_token_expires_at_idx" ON "archive_token"("expires_at");

-- CreateIndex
CREATE INDEX "archived_email_organisation_id_subscriber_key_status_date_s_idx" ON "archived_email"("organisation_id", "subscriber_key", "status", "date_sent" DESC, "id");

-- CreateIndex
CREATE INDEX "archived_email_status_next_attempt_at_idx" ON "archived_email"("status", "next_attempt_at");

-- CreateIndex
CREATE INDEX "archived_email_organisation_id_status_updated_at_idx" ON "archived_email"("organisation_id", "status", "updated_at");

-- CreateIndex
CREATE UNIQUE INDEX "archived_email_organisation_id_message_id_key" ON "archived_email"("organisation_id", "message_id");

-- AddForeignKey
ALTER TABLE "archive_client" ADD CONSTRAINT "archive_client_organisation_id_fkey" FOREIGN KEY ("organisation_id") REFERENCES "organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "archive_token" ADD CONSTRAINT "archive_token_client_id_fkey" FOREIGN KEY ("client_id") REFERENCES "archive_client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "archived_email" ADD CONSTRAINT "archived_email_organisation_id_fkey" FOREIGN KEY ("organisation_id") REFERENCES "organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;
