-- Phone-only clients (issue 32, docs/decisions/0235-phone-only-clients.md): users.email may be null.
-- The unique indexes on the address stay; NULLs never collide in them.
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;
