-- Cancelled Tzabfrage rows are a state of their own (issue 27): rows a cancel ended before this as errors
-- 'Abgebrochen.' become 'cancelled', so they are counted and resumed apart from real failures.
UPDATE "tzabfrage_rows" SET "status" = 'cancelled', "message" = NULL WHERE "status" = 'error' AND "message" = 'Abgebrochen.';
