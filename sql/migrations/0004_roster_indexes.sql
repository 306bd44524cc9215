-- The admin student list pages the roster by name by default (GET /api/admin/all-Data?sort=fullName):
-- this index serves that page straight from its order. Other sorts and searches scan the roster,
-- which stays well under a tenth of a second at 50,000 rows (docs/decisions/0010-admin-student-list-paging.md).
create index college_data_name_sort_idx on college_data (lower(full_name), roll_number);
