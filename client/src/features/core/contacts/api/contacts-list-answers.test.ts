/** Where a contact just created goes in a kept answer of the contacts list. */
import { describe, expect, it } from 'vitest';
import { PAGING } from '@rentline/sync-protocol/rules';
import { toContactSummary } from '@/local-db/contact-summary';
import { toContactRow } from '@/local-db/contacts';
import { contact } from '@/local-db/testing/contacts';
import { withCreatedContact } from './contacts-list-answers';
import type { ContactsListResult } from './use-contacts-list';

const card = (full_name: string) => toContactSummary(toContactRow(contact({ full_name })));

function answer(names: string[], over: Partial<ContactsListResult> = {}): ContactsListResult {
  return {
    search: '',
    page: 1,
    contacts: names.map(card),
    matching: 100,
    total: 100,
    pendingIds: new Set(),
    ...over,
  };
}

const names = (a: ContactsListResult | undefined) => a?.contacts.map((c) => c.full_name);

describe('#contacts-list-answers', () => {
  it('puts the contact where the list orders it, counted and marked pending', () => {
    const created = contact({ full_name: '  mia Middle' });
    const next = withCreatedContact(answer(['Ada', 'Zed']), created)!;
    expect(names(next)).toEqual(['Ada', '  mia Middle', 'Zed']);
    expect([next.matching, next.total]).toEqual([101, 101]);
    expect(next.pendingIds.has(created.id)).toBe(true);
  });

  it('keeps a full page full, and only counts a contact that sorts after it', () => {
    const full = Array.from(
      { length: PAGING.contacts },
      (_, i) => `B ${String(i).padStart(3, '0')}`,
    );
    const first = withCreatedContact(answer(full), contact({ full_name: 'A First' }))!;
    expect(names(first)).toEqual(['A First', ...full.slice(0, -1)]);
    const last = withCreatedContact(answer(full), contact({ full_name: 'Z Last' }))!;
    expect(names(last)).toEqual(full);
    expect(last.total).toBe(101);
  });

  it('cannot tell a later page whose cards all move down', () => {
    const page2 = answer(['M', 'N'], { page: 2 });
    expect(withCreatedContact(page2, contact({ full_name: 'A First' }))).toBeUndefined();
    expect(names(withCreatedContact(page2, contact({ full_name: 'Mz' })))).toEqual([
      'M',
      'Mz',
      'N',
    ]);
  });

  it('under a search, shows it only if the search finds it; the tablet counts it either way', () => {
    const searched = answer(['Ada Stone'], { search: 'ston', matching: 1 });
    const other = withCreatedContact(searched, contact({ full_name: 'Bo Other' }))!;
    expect(names(other)).toEqual(['Ada Stone']);
    expect([other.matching, other.total]).toEqual([1, 101]);
    const found = withCreatedContact(searched, contact({ full_name: 'Cy Stonewall' }))!;
    expect(names(found)).toEqual(['Ada Stone', 'Cy Stonewall']);
    expect([found.matching, found.total]).toEqual([2, 101]);
  });
});
