-- CreateTable
CREATE TABLE "vector_wal_checkpoint" (
    "instance_id" TEXT NOT NULL,
    "seq" BIGINT NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "vector_wal_checkpoint_pkey" PRIMARY KEY ("instance_id")
);
