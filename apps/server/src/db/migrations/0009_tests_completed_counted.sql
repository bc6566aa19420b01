-- Tests completed (GET /api/me's stats.examsCompleted) are counted from the student's finished
-- tests, as the streak is (0003): submitting a test that spends no life then writes only the
-- test's row. Each submit both finished one test and added one to this column, so for what the
-- app wrote the two counts agree.
ALTER TABLE "user" DROP COLUMN "exams_completed";
