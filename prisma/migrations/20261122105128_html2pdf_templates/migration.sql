-- CreateTable
CREATE TABLE "html2pdf_template" (
    "id" TEXT NOT NULL,
    "organisation_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "latest_version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deleted_at" TIMESTAMP(3),

    CONSTRAINT "html2pdf_template_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "html2pdf_template_version" (
    "id" TEXT NOT NULL,
    "template_id" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "html2pdf_template_version_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "html2pdf_template_organisation_id_deleted_at_idx" ON "html2pdf_template"("organisation_id", "deleted_at");

-- CreateIndex
CREATE UNIQUE INDEX "html2pdf_template_version_template_id_version_key" ON "html2pdf_template_version"("template_id", "version");

-- AddForeignKey
ALTER TABLE "html2pdf_template" ADD CONSTRAINT "html2pdf_template_organisation_id_fkey" FOREIGN KEY ("organisation_id") REFERENCES "organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "html2pdf_template_version" ADD CONSTRAINT "html2pdf_template_version_template_id_fkey" FOREIGN KEY ("template_id") REFERENCES "html2pdf_template"("id") ON DELETE CASCADE ON UPDATE CASCADE;
