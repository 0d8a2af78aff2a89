import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { agreementRow, customerRow } from '@/features/pulse/testing/factories';
import { searchPulseCached, searchPulseOnline } from './search-pulse';

afterEach(() => vi.unstubAllGlobals());

describe('#search-pulse', () => {
  it('asks the server for customers and agreements and opens each on its page', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      const body = url.includes('/customers/')
        ? {
            customers: [customerRow(7, { customer_name: 'Nina Patel' })],
            total_count: 1,
            has_more: false,
          }
        : {
            agreements: [agreementRow(457, { customer_name: 'Nina Patel' })],
            total_count: 1,
            has_more: false,
          };
      return new Response(JSON.stringify(body), { status: 200 });
    });

    const hits = await searchPulseOnline('nina pa', 5);

    expect(asked.map((u) => decodeURIComponent(u))).toEqual([
      expect.stringMatching(/\/api\/customers\/\?limit=5&offset=0&status=all&search=nina pa$/),
      expect.stringMatching(/\/api\/agreements\?filter=all&limit=5&offset=0&search=nina pa$/),
    ]);
    expect(hits.map((h) => [h.group, h.label, h.to])).toEqual([
      ['Customers', 'Nina Patel', '/pulse/customers/7'],
      ['Agreements', 'AGR-2026-00457', '/pulse/agreements/457'],
    ]);
    expect(hits.every((h) => !h.detail.includes('last copy'))).toBe(true);
  });

  it('offline, finds them in the Pulse pages kept on the tablet, marked as the last copy', () => {
    const client = new QueryClient();
    // A Customers list (infinite pages) and an agreement's detail, as the screens cache them.
    client.setQueryData(['pulse', 'customers', 'list', {}], {
      pages: [
        {
          customers: [
            customerRow(1, { customer_name: 'Nina Patel', email: 'nina@gmail.com' }),
            customerRow(2, { customer_name: 'Omar Reyes' }),
          ],
          total_count: 2,
          has_more: false,
        },
      ],
      pageParams: [0],
    });
    client.setQueryData(['pulse', 'agreements', 'detail', 457], agreementRow(457));
    client.setQueryData(['hub', 'summary'], {
      customers: [customerRow(3, { customer_name: 'Nina Hub' })],
    });

    const byEmail = searchPulseCached(client, 'GMAIL.com', 5);
    expect(byEmail.map((h) => h.label)).toEqual(['Nina Patel']);
    expect(byEmail[0]!.detail).toContain('last copy on this tablet');

    expect(searchPulseCached(client, 'agr-2026-0045', 5).map((h) => [h.group, h.to])).toEqual([
      ['Agreements', '/pulse/agreements/457'],
    ]);
    // Only Pulse's own reads are looked through.
    expect(searchPulseCached(client, 'nina hub', 5)).toEqual([]);
  });
});
