// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { markServerNewer, useServerNewer } from './server-newer';

describe('the "server is newer" flag the update prompt reads', () => {
  it('is down until the engine raises it, then up for everyone reading it', () => {
    const { result } = renderHook(() => useServerNewer());
    expect(result.current).toBe(false);
    act(() => markServerNewer());
    expect(result.current).toBe(true);
    expect(renderHook(() => useServerNewer()).result.current).toBe(true);
  });
});
