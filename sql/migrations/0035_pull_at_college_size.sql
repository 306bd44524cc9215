-- Issue 35 (docs/decisions/0118-college-size-pulls.md): a member's pull reads their connections,
-- ended ones included (they go as tombstones), by either side of the pair. The partial indexes of
-- live pairs could not serve that, so every pull scanned all 40,000 pairs of a large college.
-- (user_low, user_high) is unique already, which serves the other side.
create index connections_user_high_all_idx on connections (user_high);
