-- Issue 31: a stored page (about 6 KB of brotli since decision 057) stays whole in its row. By
-- default PostgreSQL toasts any row over 2 KB: it moved the page's bytes, and then even its path,
-- fingerprint and build (some 30 bytes each), out to the TOAST table, so every visit that read a
-- page looked up the TOAST index once per value and read its chunks. Rows are now toasted only
-- when they would not fit in a page at all (8160 bytes, the largest target PostgreSQL allows).
ALTER TABLE "stored_pages" SET (toast_tuple_target = 8160);
