-- Contact form submissions, in SQLite for `site serve` and in D1 at the edge (wrangler applies this folder).
-- Applied in order by file name; a migration that has shipped is never edited: add the next one.

CREATE TABLE contact_submissions (
  id TEXT PRIMARY KEY NOT NULL,
  received_at TEXT NOT NULL,
  form TEXT NOT NULL,
  locale TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  company TEXT NOT NULL,
  topic TEXT NOT NULL,
  message TEXT NOT NULL,
  -- A keyed hash of the sender's address, for the rate limit; the address itself is not kept.
  address_key TEXT NOT NULL,
  -- none: no webhook was configured when it arrived; pending: to be sent; delivered; failed: given up.
  delivery_state TEXT NOT NULL CHECK (delivery_state IN ('none', 'pending', 'delivered', 'failed')),
  delivery_attempts INTEGER NOT NULL DEFAULT 0,
  next_delivery_at TEXT,
  delivered_at TEXT,
  delivery_error TEXT
);

CREATE INDEX contact_submissions_by_address ON contact_submissions (address_key, received_at);
CREATE INDEX contact_submissions_due ON contact_submissions (delivery_state, next_delivery_at);

-- Keys made on first use (the visit stamp's HMAC key), so a deployment needs no secret to be set up.
CREATE TABLE site_secrets (
  name TEXT PRIMARY KEY NOT NULL,
  value TEXT NOT NULL
);
