import { describe, expect, it } from 'vitest';
import { switchedOn } from './env-switch.ts';

describe('switchedOn', () => {
  it('is on when unset or set to anything but 0/false', () => {
    for (const value of [undefined, '', '1', 'true', 'yes']) expect(switchedOn(value)).toBe(true);
  });

  it('is off for 0 or false, whatever the case and spaces', () => {
    for (const value of ['0', 'false', 'False', ' FALSE ', ' 0'])
      expect(switchedOn(value)).toBe(false);
  });
});
