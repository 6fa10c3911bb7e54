-- Services as data (issue 32, docs/decisions/0237-services-as-data.md): the office's own services,
-- in both languages, with an optional price and the preparers who offer each (no row: every preparer).
-- The spec's three are written on the first start (server/services/office-services), not here, so
-- db:copy still finds a freshly migrated PostgreSQL database empty.
-- CreateTable
CREATE TABLE "services" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "name_es" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "description_es" TEXT NOT NULL,
    "price_cents" INTEGER,
    "price_from" BOOLEAN NOT NULL DEFAULT false,
    "position" INTEGER NOT NULL,
    "retired_at" DATETIME,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "service_preparers" (
    "service_id" INTEGER NOT NULL,
    "preparer_id" INTEGER NOT NULL,

    PRIMARY KEY ("service_id", "preparer_id"),
    CONSTRAINT "service_preparers_service_id_fkey" FOREIGN KEY ("service_id") REFERENCES "services" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "service_preparers_preparer_id_fkey" FOREIGN KEY ("preparer_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "services_name_key" ON "services"("name");

-- CreateIndex
CREATE INDEX "service_preparers_preparer_id_idx" ON "service_preparers"("preparer_id");
