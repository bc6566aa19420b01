-- No statement filters or joins on a test's arrays (its questions, answers, marks and units):
-- they are read and written by the test's id. Their statistics were never used, yet gathering
-- them (most common elements, element histograms) was nearly all of ANALYZE's work on "quiz":
-- 550 ms of CPU against 60 ms without, on 40,000 tests. Under a steady load of tests autovacuum
-- analyzes "quiz" about once a minute, and on 2 cores that burst held up every test in flight
-- (the bench's worst p99 windows at 500 tests/s began with it).
ALTER TABLE "quiz"
  ALTER COLUMN "question_ids" SET STATISTICS 0,
  ALTER COLUMN "answers" SET STATISTICS 0,
  ALTER COLUMN "marks" SET STATISTICS 0,
  ALTER COLUMN "unit_numbers" SET STATISTICS 0;
