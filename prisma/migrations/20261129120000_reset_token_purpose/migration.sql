-- What a password link is for (issue 29 item 1): a forgotten password ("reset"), or a new client the
-- office booked for choosing a first password ("welcome"), who must not be told their password "was
-- reset". Written by hand: Prisma would rebuild the table for a column with a default.
ALTER TABLE "password_reset_tokens" ADD COLUMN "purpose" TEXT NOT NULL DEFAULT 'reset';
