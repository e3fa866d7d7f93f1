-- AlterTable
ALTER TABLE "html2pdf_template" ADD COLUMN     "editor_options" JSONB,
ADD COLUMN     "sample_data" TEXT;
