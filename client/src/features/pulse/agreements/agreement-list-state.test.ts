import { describe, expect, it } from 'vitest';
import {
  agreementDetailPath,
  agreementListPath,
  readAgreementList,
  statusOptions,
} from './agreement-list-state';

describe('agreement list state in the URL', () => {
  it('reads filter, sort, status and search, with defaults for the rest', () => {
    expect(
      readAgreementList(new URLSearchParams('filter=all&sort=asc&status=Active&search=ann')),
    ).toEqual({
      filter: 'all',
      sort: 'asc',
      status: 'Active',
      search: 'ann',
    });
    expect(readAgreementList(new URLSearchParams('filter=nonsense&sort=up'))).toEqual({
      filter: 'recent',
      sort: 'desc',
      status: 'all',
      search: '',
    });
  });

  it('carries the list to the detail page and back', () => {
    const list = readAgreementList(new URLSearchParams('filter=month&sort=asc&status=Past Due'));
    const detail = agreementDetailPath(12, list);
    expect(detail).toBe('/pulse/agreements/12?filter=month&sort=asc&status=Past+Due');
    const back = agreementListPath(readAgreementList(new URL(detail, 'http://x').searchParams));
    expect(back).toBe('/pulse/agreements?filter=month&sort=asc&status=Past+Due');
  });

  it('leaves the default list out of the URL', () => {
    const list = readAgreementList(new URLSearchParams());
    expect(agreementListPath(list)).toBe('/pulse/agreements');
    expect(agreementDetailPath(3, list)).toBe('/pulse/agreements/3');
  });

  it('builds the status filter from the statuses seen, keeping the selected one', () => {
    expect(statusOptions(['Active', 'Completed', 'Active', ''], 'Suspended')).toEqual([
      'Active',
      'Completed',
      'Suspended',
    ]);
    expect(statusOptions(['Active'], 'all')).toEqual(['Active']);
  });
});
