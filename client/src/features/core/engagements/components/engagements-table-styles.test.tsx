// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { installDomShimsFor } from '@/testing/dom-shims';
import { FreshStyles, styleRules } from '@/testing/style-rules';
import type { EngagementItem } from '../api/engagement-items';
import { engagementRow } from '../testing/factories';
import { EngagementsTable } from './engagements-table';
import type { EngagementActions } from './engagement-row-parts';

afterEach(cleanup);

const ACTIONS: EngagementActions = {
  onAddFollowUp: () => undefined,
  onShowFollowUps: () => undefined,
  onEdit: () => undefined,
  onDelete: () => undefined,
};

const item = (notes: string, pending = false): EngagementItem => ({
  engagement: engagementRow({ notes }),
  contactName: 'Nina Patel',
  contactType: 'Customer',
  customerName: null,
  employeeName: 'Jordan Avery',
  followUpCount: 0,
  followUpIds: [],
  pending,
});

describe.each(['wide', 'narrow'] as const)('the engagements list, %s', (width) => {
  beforeAll(() => installDomShimsFor(width));

  it('shows a save (its row lit, "Just added", "Pending sync") without adding a style rule to the page', () => {
    const saved = [item('Older'), item('Another')];
    const view = (items: EngagementItem[], highlightId: string | null, lit: boolean) => (
      <ChakraProvider value={defaultSystem}>
        <FreshStyles>
          <EngagementsTable
            items={items}
            actions={ACTIONS}
            timeZone="America/New_York"
            highlightId={highlightId}
            lit={lit}
          />
        </FreshStyles>
      </ChakraProvider>
    );
    const { rerender } = render(view(saved, null, false));
    const before = styleRules();

    const fresh = item('Just logged', true);
    rerender(view([fresh, ...saved], fresh.engagement.id, true));
    expect(screen.getByText('Just added')).toBeTruthy();
    expect(screen.getByText('Pending sync')).toBeTruthy();
    expect(screen.getByText('Just logged').closest('[data-row]')?.hasAttribute('data-lit')).toBe(
      true,
    );
    expect(styleRules()).toBe(before);
  });
});
