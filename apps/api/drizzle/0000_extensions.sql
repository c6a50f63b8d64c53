-- btree_gist lets exclusion constraints mix equality (room) with range overlap (stay dates).
CREATE EXTENSION IF NOT EXISTS btree_gist;
