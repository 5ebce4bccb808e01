import { describe, expect, it } from 'vitest';
import { showTimeOfDay, timeOfDayRule, TIME_OF_DAY_MESSAGE } from './time-of-day-input';

describe('time of day field', () => {
  it('shows the read time in 12-hour form', () => {
    expect(showTimeOfDay('09:30:00')).toBe('09:30 AM');
    expect(showTimeOfDay('00:05:00')).toBe('12:05 AM');
    expect(showTimeOfDay('12:00:00')).toBe('12:00 PM');
    expect(showTimeOfDay('21:45:00')).toBe('09:45 PM');
  });

  it('the rule takes what reads as a time and names the forms it takes', async () => {
    await expect(timeOfDayRule.validator(null, '09:30:00')).resolves.toBeUndefined();
    await expect(timeOfDayRule.validator(null, '')).resolves.toBeUndefined();
    await expect(timeOfDayRule.validator(null, '25:00')).rejects.toThrow(TIME_OF_DAY_MESSAGE);
  });
});
