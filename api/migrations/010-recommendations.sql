-- Issue 8, recommendations: each image's colour signature, used by the artworks' similarity (art_similarity).
-- null: not computed yet (images stored before this migration get it the first time similarity is computed);
-- []: the master could not be read, so the image has no colour factor. Otherwise up to five colours, most common
-- first: [{ "hex": "#2e3a59", "share": 0.41 }, ...] (see api/src/domains/media/image-palette.ts).
alter table images add column palette jsonb;

-- The ranking reads one session's rows and then the similarity rows of the works it touched: the primary key
-- (artwork_id_1, artwork_id_2) serves that lookup; this index serves recomputing one artwork's rows.
create index art_similarity_second_idx on art_similarity (artwork_id_2);
