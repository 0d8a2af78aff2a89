import { describe, expect, it } from 'vitest';
import { cpuReferenceMs } from './cpu-reference';
import { resultsMarkdown } from './report';

const machine = {
  cpu: 'Test CPU × 2',
  memory: '8.0 GB',
  os: 'Test OS',
  node: 'v24.0.0',
  chromium: 'Chromium 1',
  postgres: 'PostgreSQL 15',
};

describe('#bench results', () => {
  it("states the machine's speed at the start and the end of the run", () => {
    const markdown = resultsMarkdown(
      [],
      {
        date: new Date('2026-11-24T12:00:00Z'),
        runs: 5,
        warmup: 1,
        smoke: false,
        machine,
        cpuReference: { start: 412.4, end: 598.6 },
      },
      '## Changes made for the targets\n',
    );
    expect(markdown).toContain(
      '- CPU reference: 412 ms when the run started, 599 ms when it ended',
    );
  });

  it('shows a Lighthouse score as a whole number with its target', () => {
    const markdown = resultsMarkdown(
      [
        {
          id: 'lighthouse',
          title: 'Lighthouse',
          figures: [
            {
              benchmark: 'lighthouse',
              name: 'Performance, /core/contacts',
              value: 93,
              unit: 'score',
              target: { op: '>=', value: 90 },
            },
          ],
        },
      ],
      {
        date: new Date('2026-11-24T12:00:00Z'),
        runs: 5,
        warmup: 1,
        smoke: false,
        machine,
        cpuReference: { start: 400, end: 400 },
      },
      '## Changes made for the targets\n',
    );
    expect(markdown).toContain(
      '| lighthouse | Performance, /core/contacts | 93 score | >= 90 score | met |',
    );
  });

  it('times the reference workload in milliseconds', () => {
    const ms = cpuReferenceMs();
    expect(Number.isFinite(ms)).toBe(true);
    expect(ms).toBeGreaterThan(0);
  });
});
