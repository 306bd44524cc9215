import * as XLSX from 'xlsx';
import { ROSTER_COLUMNS } from '#domain/admin/roster-upload.ts';

// Spreadsheets made the way an admin's tools make them, for the tests, the browser tests and the bench.

export const HEADER_ROW: string[] = [...ROSTER_COLUMNS];

/** A workbook whose first sheet holds `rows` (an array of rows of cells), as .xlsx or .xls (BIFF8) bytes. */
export function workbookBytes(rows: unknown[][], bookType: 'xlsx' | 'biff8' = 'xlsx', extraSheets: unknown[][][] = []): Buffer {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), 'Students');
  extraSheets.forEach((sheet, i) => XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(sheet), `Other ${i + 1}`));
  return XLSX.write(workbook, { type: 'buffer', bookType, compression: true }) as Buffer;
}

const FIRST = ['Aarav', 'Diya', 'Kabir', 'Meera', 'Rohan', 'Sara', 'Vivaan', 'Zoya', 'Ishaan', 'Anika'];
const LAST = ['Sharma', 'Iyer', 'Patel', 'Reddy', 'Nair', 'Gupta', 'Menon', 'Rao', 'Das', 'Joshi'];
const BRANCHES = ['Computer Science', 'Electronics', 'Mechanical', 'Civil', 'Information Technology'];

/** Letters only, so generated names pass 'letters and spaces only': 0 → 'a', 27 → 'bb'. */
export const letterTag = (n: number) => {
  let out = '';
  let x = n;
  do {
    out = String.fromCharCode(97 + (x % 26)) + out;
    x = Math.floor(x / 26) - 1;
  } while (x >= 0);
  return out;
};

/** `count` valid roster rows (header not included) with roll numbers from `firstRoll` up. */
export function validRosterRows(count: number, firstRoll: number, tag = 'x'): unknown[][] {
  return Array.from({ length: count }, (_, i) => {
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
    const start = 2015 + (i % 8);
    return [
      `${first} ${last} ${tag}${letterTag(i)}`,
      firstRoll + i,
      `${first}.${last}.${tag}${i}@students.example.edu`.toLowerCase(),
      ['Male', 'Female', 'Other'][i % 3],
      i % 4 === 0 ? 'M.Tech' : 'B.Tech',
      BRANCHES[i % BRANCHES.length],
      Math.round((5 + ((i * 37) % 500) / 100) * 100) / 100,
      `${start}-${start + 4}`,
    ];
  });
}
