// Cells that leave the app in a CSV or spreadsheet file (docs/decisions/0053-export-cells.md).

// OWASP "CSV Injection": a cell starting with one of these is read as a formula by Excel, LibreOffice
// or Google Sheets; so is one after leading white space once an import trims it, and the
// full-width forms by some of them.
const FORMULA_START = /^(?:[\t\r]|\s*[=+\-@＝＋－＠])/;

/**
 * A value as an exported cell: text a spreadsheet would run as a formula ('=HYPERLINK(…)',
 * '+91 98…', '@SUM(…)') gets a leading apostrophe, so it shows as the text it is. Numbers are left
 * as numbers (a number cell is never a formula); a missing value is an empty cell. Every export of
 * member-entered data writes each cell through this.
 */
export function safeCell(value: string | number | boolean | null | undefined): string | number | boolean {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One CSV line (RFC 4180) of safe cells: quoted where needed, quotes doubled, CRLF not included. */
export function csvLine(values: readonly (string | number | boolean | null | undefined)[]): string {
  return values
    .map((value) => {
      const text = String(safeCell(value));
      return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
    })
    .join(',');
}
