import { describe, expect, it } from 'vitest';
import type { LocalItem } from '../api/item-view';
import { csvCell, money, toCsv } from '@/lib/csv';
import { csvFileName, itemsCsv } from './csv';

describe('#csvCell', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('Sofa')).toBe('Sofa');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(money(-12.5))).toBe('-12.50');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('Table, oak')).toBe('"Table, oak"');
    expect(csvCell('The "big" one')).toBe('"The ""big"" one"');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('line 1\r\nline 2')).toBe('"line 1\r\nline 2"');
  });

  it.each(['=HYPERLINK("x")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'neutralises the formula %j',
    (text) => {
      const cell = csvCell(text);
      const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
      expect(unquoted).toBe(`'${text}`);
    },
  );

  it('still quotes a neutralised formula that holds a comma', () => {
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
  });
});

describe('#toCsv', () => {
  it('writes a header row and CRLF line ends', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x', 1],
          [null, 'y,z'],
        ],
      ),
    ).toBe('a,b\r\nx,1\r\n,"y,z"\r\n');
  });
});

describe('#itemsCsv', () => {
  it('writes one row per item with status labels, money with 2 decimals and N/A as empty', () => {
    const item = {
      id: '0190f5e2-7a4c-7b3e-9c1d-2e3f4a5b6c7d',
      name: 'Sofa, "grey"',
      model: '=cmd',
      serial_number: null,
      status: 'In-Stock',
      category_name: 'Furniture',
      vendor_name: null,
      procurement_date: '2026-01-05',
      in_stock_units: 2,
      our_cost: 100.5,
      retail_price: null,
      profit_amount: null,
      profit_margin_percent: null,
    } as LocalItem;
    const [header, row] = itemsCsv([item]).split('\r\n');
    expect(header).toBe(
      'Name,Model,Serial Number,Status,Category,Vendor,Procurement Date,In Stock Units,Our Cost,Retail Price,Profit,Profit Margin %,ID',
    );
    expect(row).toBe(
      `"Sofa, ""grey""",'=cmd,,In Stock,Furniture,,2026-01-05,2,100.50,,,,0190f5e2-7a4c-7b3e-9c1d-2e3f4a5b6c7d`,
    );
  });
});

describe('#csvFileName', () => {
  it('names the file after the local date', () => {
    expect(csvFileName(new Date(2026, 10, 22, 23, 30))).toBe('inventory-2026-11-22.csv');
  });
});
