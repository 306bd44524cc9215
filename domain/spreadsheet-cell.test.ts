import { describe, expect, it } from 'vitest';
import { csvLine, safeCell } from './spreadsheet-cell.ts';

describe('safeCell', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","Click")', '\'=HYPERLINK("http://evil.example","Click")'],
    ['+91 98765 43210', "'+91 98765 43210"],
    ['-2+3+cmd|\' /C calc\'!A0', "'-2+3+cmd|' /C calc'!A0"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
    ['＝1+1', "'＝1+1"],
    [' =1+1', "' =1+1"],
    ['\n-1', "'\n-1"],
  ])('puts an apostrophe before %j', (input, output) => {
    expect(safeCell(input)).toBe(output);
  });

  it('leaves other text, numbers and booleans as they are, and a missing value empty', () => {
    expect(safeCell('Asha Rao')).toBe('Asha Rao');
    expect(safeCell('a=b')).toBe('a=b');
    expect(safeCell(' 1 = 1')).toBe(' 1 = 1');
    expect(safeCell('')).toBe('');
    expect(safeCell(-5)).toBe(-5);
    expect(safeCell(8.75)).toBe(8.75);
    expect(safeCell(true)).toBe(true);
    expect(safeCell(null)).toBe('');
    expect(safeCell(undefined)).toBe('');
  });
});

describe('csvLine', () => {
  it('writes safe cells, quoted where CSV needs it', () => {
    expect(csvLine(['Asha Rao', 8.75, -5, null, '=1+2', 'Rao, Asha', 'say "hi"', 'two\nlines', ' padded'])).toBe(
      'Asha Rao,8.75,-5,,\'=1+2,"Rao, Asha","say ""hi""","two\nlines"," padded"',
    );
    expect(csvLine(['=cmd|"/C calc"!A0'])).toBe('"\'=cmd|""/C calc""!A0"');
  });
});
