-- Migration number: 0014   a product's review summary (issue 13, chrome spec §3 "Review summary")
--
-- avg_review_rating (the spec also names it avg_rating): the average of the product's reviews on a
-- 0–5 scale, NULL while it has none (then no stars show). Reviews themselves are written elsewhere;
-- the catalogue only carries the summary its cards and product page show as a star rating.
ALTER TABLE products ADD COLUMN avg_review_rating REAL CHECK (avg_review_rating IS NULL OR (avg_review_rating >= 0 AND avg_review_rating <= 5));
