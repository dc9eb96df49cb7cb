-- pg_trgm backs the case-insensitive "contains" filters of discovery and admin search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;