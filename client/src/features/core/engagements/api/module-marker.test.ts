import { describe, expect, it } from 'vitest';
import { moduleOf } from './module-marker';

describe('#moduleOf', () => {
  it.each([
    ['Store Visit (Core)', 'Core'],
    ['Sales Inquiry (Connect)', 'Connect'],
    ['Payment Discussion (Pulse)', 'Pulse'],
    ['Delivery (Flow)', 'Flow'],
    ['Courtesy call (core) today', 'Core'],
  ])('reads %s as %s', (text, module) => {
    expect(moduleOf(text)).toBe(module);
  });

  it('is General without a marker, for an unknown marker and for no text', () => {
    expect(moduleOf('Walk-in')).toBe('General');
    expect(moduleOf('Visit (Hub)')).toBe('General');
    expect(moduleOf('Core visit')).toBe('General');
    expect(moduleOf('')).toBe('General');
    expect(moduleOf(null)).toBe('General');
  });

  it('takes the first marker when there are two', () => {
    expect(moduleOf('Delivery (Flow) after call (Pulse)')).toBe('Flow');
  });
});
