import type { Context, Next } from 'koa';
import { describe, expect, it, vi } from 'vitest';
import { knownEmployee } from './known-employee';

/** A request context whose database answers from `employees` and counts its queries. */
function contextFor(sub: string, employees: Set<number>) {
  const execute = vi.fn(async (_sql: string, [id]: number[]) =>
    employees.has(id) ? [{ id }] : [],
  );
  return { ctx: { state: { user: { sub }, em: { execute } } } as unknown as Context, execute };
}

describe('known employee guard', () => {
  it('asks the database once per ttl for a known employee, and refuses one removed after it', async () => {
    let clock = 0;
    const guard = knownEmployee(10_000, () => clock);
    const employees = new Set([7]);
    const next: Next = vi.fn(async () => undefined);
    const { ctx, execute } = contextFor('7', employees);

    await guard(ctx, next);
    clock = 9_999;
    await guard(ctx, next);
    expect(execute).toHaveBeenCalledTimes(1);
    expect(next).toHaveBeenCalledTimes(2);

    employees.delete(7);
    clock = 10_000;
    await expect(guard(ctx, next)).rejects.toMatchObject({ status: 401 });
    expect(execute).toHaveBeenCalledTimes(2);
    expect(next).toHaveBeenCalledTimes(2);
  });

  it('never remembers a miss: an unknown employee is asked about, and refused, every time', async () => {
    const guard = knownEmployee(10_000, () => 0);
    const { ctx, execute } = contextFor('8', new Set());
    const next: Next = vi.fn(async () => undefined);
    await expect(guard(ctx, next)).rejects.toMatchObject({ status: 401 });
    await expect(guard(ctx, next)).rejects.toMatchObject({ status: 401 });
    expect(execute).toHaveBeenCalledTimes(2);
    expect(next).not.toHaveBeenCalled();
  });
});
