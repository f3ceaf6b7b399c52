-- A visit stamp lets one submission in: the row keeps the id of the stamp it came with, and no two rows share one.
-- Rows from before, and rows of an endpoint that asks for no stamp (another host serves the form), have none.
ALTER TABLE contact_submissions ADD COLUMN stamp_id TEXT;
CREATE UNIQUE INDEX contact_submissions_by_stamp ON contact_submissions (stamp_id) WHERE stamp_id IS NOT NULL;
