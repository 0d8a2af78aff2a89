// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { keepScrollbarWidth, scrollbarWidth } from './scrollbar-width';

const root = document.documentElement;
const setInnerWidth = (px: number) =>
  Object.defineProperty(window, 'innerWidth', { value: px, configurable: true });

afterEach(() => {
  root.style.removeProperty('--scrollbar-width');
  document.body.removeAttribute('data-scroll-lock');
});

describe('keepScrollbarWidth', () => {
  it('keeps the width the scroll lock would write on <html>, and follows a resize', () => {
    setInnerWidth(1000);
    const stop = keepScrollbarWidth(window);
    expect(root.style.getPropertyValue('--scrollbar-width')).toBe(scrollbarWidth(window));
    setInnerWidth(1200);
    window.dispatchEvent(new Event('resize'));
    expect(root.style.getPropertyValue('--scrollbar-width')).toBe(scrollbarWidth(window));
    stop();
    setInnerWidth(900);
    window.dispatchEvent(new Event('resize'));
    expect(root.style.getPropertyValue('--scrollbar-width')).not.toBe(scrollbarWidth(window));
  });

  it('leaves the value alone while a dialog holds the scroll lock', () => {
    setInnerWidth(1000);
    const stop = keepScrollbarWidth(window);
    const before = root.style.getPropertyValue('--scrollbar-width');
    document.body.setAttribute('data-scroll-lock', '');
    setInnerWidth(700);
    window.dispatchEvent(new Event('resize'));
    expect(root.style.getPropertyValue('--scrollbar-width')).toBe(before);
    stop();
  });
});
