// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { Toaster } from './toaster';

// Counts when the region's code is fetched and evaluated.
const region = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./toaster-region', async (importOriginal) => {
  region.loads += 1;
  return importOriginal();
});

afterEach(cleanup);

it("fetches the toasts' code once the person first taps, before any toast, and not as the screen opens", async () => {
  render(<Toaster />);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(region.loads).toBe(0);

  fireEvent.pointerDown(window);
  await waitFor(() => expect(region.loads).toBe(1));
});
