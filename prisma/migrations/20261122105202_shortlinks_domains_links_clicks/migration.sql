-- CreateTable
CREATE TABLE "shortlink_domain" (
    "id" TEXT NOT NULL,
    "organisation_id" TEXT NOT NULL,
    "domain" TEXT NOT NULL,
    "shared" BOOLEAN NOT NULL DEFAULT false,
    "key_hash" TEXT NOT NULL,
    "key_last4" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "key_issued_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "shortlink_domain_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "shortlink" (
    "id" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "domain_id" TEXT NOT NULL,
    "organisation_id" TEXT NOT NULL,
    "domain" TEXT NOT NULL,
    "subscriber_key" TEXT NOT NULL,
    "long_url" TEXT NOT NULL,
    "long_url_hash" TEXT NOT NULL,
    "tracking" JSONB NOT NULL DEFAULT '{}',
    "click_count" INTEGER NOT NULL DEFAULT 0,
    "bot_click_count" INTEGER NOT NULL DEFAULT 0,
    "last_click_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "shortlink_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "shortlink_click" (
    "id" BIGSERIAL NOT NULL,
    "link_id" TEXT NOT NULL,
    "organisation_id" TEXT NOT NULL,
    "clicked_at" TIMESTAMP(3) NOT NULL,
    "referrer" TEXT,
    "is_bot" BOOLEAN NOT NULL,

    CONSTRAINT "shortlink_click_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "shortlink_domain_key_hash_key" ON "shortlink_domain"("key_hash");

-- CreateIndex
CREATE UNIQUE INDEX "shortlink_domain_domain_organisation_id_key" ON "shortlink_domain"("domain", "organisation_id");

-- CreateIndex
CREATE UNIQUE INDEX "shortlink_code_key" ON "shortlink"("code");

-- CreateIndex
CREATE INDEX "shortlink_organisation_id_created_at_idx" ON "shortlink"("organisation_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "shortlink_domain_id_subscriber_key_long_url_hash_key" ON "shortlink"("domain_id", "subscriber_key", "long_url_hash");

-- CreateIndex
CREATE INDEX "shortlink_click_link_id_clicked_at_idx" ON "shortlink_click"("link_id", "clicked_at");

-- CreateIndex
CREATE INDEX "shortlink_click_organisation_id_clicked_at_idx" ON "shortlink_click"("organisation_id", "clicked_at");

-- AddForeignKey
ALTER TABLE "shortlink_domain" ADD CONSTRAINT "shortlink_domain_organisation_id_fkey" FOREIGN KEY ("organisation_id") REFERENCES "organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "shortlink" ADD CONSTRAINT "shortlink_domain_id_fkey" FOREIGN KEY ("domain_id") REFERENCES "shortlink_domain"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "shortlink_click" ADD CONSTRAINT "shortlink_click_link_id_fkey" FOREIGN KEY ("link_id") REFERENCES "shortlink"("id") ON DELETE CASCADE ON UPDATE CASCADE;
