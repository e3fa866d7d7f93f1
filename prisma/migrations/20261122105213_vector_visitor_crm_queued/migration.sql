-- AlterTable
ALTER TABLE "vector_visitor" ADD COLUMN     "crm_queued" BOOLEAN NOT NULL DEFAULT false;
