/** An IntersectionObserver stub for jsdom, whose observed elements a test can make visible. */
import { vi } from 'vitest';

/** The IntersectionObserver stub: what is observed now, and a way to scroll it into view. */
export const intersection = {
  observed: new Map<Element, IntersectionObserverCallback>(),
  /** Makes `element` visible to the observers watching it. */
  show(element: Element) {
    const callback = this.observed.get(element);
    if (!callback) throw new Error('That element is not observed');
    callback(
      [{ target: element, isIntersecting: true } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
  },
};

export function installIntersectionObserver() {
  intersection.observed.clear();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly targets = new Set<Element>();
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        this.targets.add(target);
        intersection.observed.set(target, this.callback);
      }
      unobserve(target: Element) {
        this.targets.delete(target);
        intersection.observed.delete(target);
      }
      disconnect() {
        for (const t of this.targets) intersection.observed.delete(t);
        this.targets.clear();
      }
    },
  );
}
