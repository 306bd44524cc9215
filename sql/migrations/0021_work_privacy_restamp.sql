-- Issue 29's leftovers (docs/decisions/0100-donation-and-work-privacy.md). The 'company' setting now
-- covers the position too, and person cards already on devices (classmates, connections) carry the
-- position of members who keep their work from others. Re-stamp those members' profiles so every
-- device's next pull brings their cards again, as the member allows them to be seen now.
-- (The new 'donation' setting needs no data: a setting never chosen is its default, 'only-me', and
-- no other member's Donation figure was ever synced.)
update profiles set version = version
where coalesce(privacy ->> 'company', 'all') <> 'all' and coalesce(job ->> 'position', '') <> '';
