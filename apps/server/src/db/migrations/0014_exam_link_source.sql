-- Issue 26: every catalogue entry says where its links were read (a public list of the
-- archive's links, or the archive page itself).
ALTER TABLE "national_exam" ADD COLUMN "source" text DEFAULT '' NOT NULL;