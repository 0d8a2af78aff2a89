import { describe, expect, it } from 'vitest';
import {
  bootstrapPercent,
  bootstrapText,
  displayValue,
  fieldLabel,
  mutationLabel,
  syncedAgo,
} from './format';
import { heldValue } from './format-time';

describe('#sync-status.format', () => {
  it('names mutations as actions', () => {
    expect(mutationLabel('contact.update')).toBe('Edit contact');
    expect(mutationLabel('follow_up.create')).toBe('Create follow-up');
  });

  it('says how long ago the last sync was', () => {
    const now = Date.parse('2026-01-01T12:00:00Z');
    expect(syncedAgo(null, now)).toBe('Not synced yet');
    expect(syncedAgo('2026-01-01T11:59:30Z', now)).toBe('Synced just now');
    expect(syncedAgo('2026-01-01T11:58:00Z', now)).toBe('Synced 2 min ago');
    expect(syncedAgo('2026-01-01T09:00:00Z', now)).toBe('Synced 3 h ago');
  });

  it('shows fields and values readably', () => {
    expect(fieldLabel('first_ref_phone')).toBe('First ref phone');
    expect(fieldLabel('category_id')).toBe('Category');
    expect(fieldLabel('date_time')).toBe('Date and time');
    expect(fieldLabel('engagement_date_time')).toBe('Engagement date and time');
    expect(displayValue(null)).toBe('(empty)');
    expect(displayValue(true)).toBe('Yes');
    const long = 'Bring the sofa brochure; '.repeat(5);
    expect(heldValue(long)).toBe(long);
    expect(heldValue(false)).toBe('No');
    expect(heldValue('2026-03-06T15:00:00.000Z')).toMatch(/^Mar 6, /);
  });

  it("tells the first download's progress from its start, against the announced total", () => {
    expect(bootstrapText({ received: 0, total: null })).toBe('Downloading your data… starting');
    expect(bootstrapPercent({ received: 0, total: null })).toBeNull();
    expect(bootstrapText({ received: 300, total: null })).toBe(
      'Downloading your data… 300 records received',
    );
    expect(bootstrapText({ received: 1200, total: 12400 })).toBe(
      'Downloading your data… 1,200 of 12,400 records (9%)',
    );
    expect(bootstrapPercent({ received: 1200, total: 12400 })).toBeCloseTo(9.68, 1);
    // Rows written while it runs can pass the announced total: never over 100%.
    expect(bootstrapText({ received: 12410, total: 12400 })).toBe(
      'Downloading your data… 12,400 of 12,400 records (100%)',
    );
    expect(bootstrapPercent({ received: 12410, total: 12400 })).toBe(100);
  });

  it('tells the bytes received, which move while a page is still on its way', () => {
    expect(bootstrapText({ received: 0, total: null, bytes: 300 })).toBe(
      'Downloading your data… 1 KB received',
    );
    expect(bootstrapText({ received: 0, total: null, bytes: 20_480 })).toBe(
      'Downloading your data… 20 KB received',
    );
    expect(bootstrapText({ received: 100, total: 2084, bytes: 839_680 })).toBe(
      'Downloading your data… 100 of 2,084 records (4%), 820 KB received',
    );
    expect(bootstrapText({ received: 1200, total: 12400, bytes: 13_002_342 })).toBe(
      'Downloading your data… 1,200 of 12,400 records (9%), 12.4 MB received',
    );
  });

  it('tells bytes that crossed the wire as received, and bytes known only unzipped as such', () => {
    expect(
      bootstrapText({ received: 1200, total: 12400, bytes: 204_800, unzipped: 1_363_149 }),
    ).toBe(
      'Downloading your data… 1,200 of 12,400 records (9%), 200 KB received + 1.3 MB unzipped',
    );
    expect(bootstrapText({ received: 0, total: null, bytes: 0, unzipped: 2048 })).toBe(
      'Downloading your data… 2 KB unzipped',
    );
  });

  it('tells the time left only when the download measured it', () => {
    const progress = { received: 1200, total: 12400, bytes: 204_800 };
    expect(bootstrapText({ ...progress, secondsLeft: 250 })).toBe(
      'Downloading your data… 1,200 of 12,400 records (9%), 200 KB received, about 4 min left',
    );
    expect(bootstrapText({ ...progress, secondsLeft: 20 })).toMatch(/, less than a minute left$/);
    expect(bootstrapText({ ...progress, secondsLeft: 3 * 3600 })).toMatch(/, about 3 h left$/);
    expect(bootstrapText(progress)).not.toMatch(/left/);
  });
});
