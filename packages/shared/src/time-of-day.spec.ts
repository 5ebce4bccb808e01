import { parseTimeOfDay } from './time-of-day.js';

describe('parseTimeOfDay (issue 29 item 7)', () => {
  it.each([
    ['09:30', '09:30:00'], ['9:30', '09:30:00'], ['9:30 am', '09:30:00'], ['9:30AM', '09:30:00'], ['0930', '09:30:00'], ['930', '09:30:00'],
    ['21:45', '21:45:00'], ['9:45 pm', '21:45:00'], ['9.45 p.m.', '21:45:00'], ['2145', '21:45:00'], ['09:30:15', '09:30:15'],
    ['12:00 am', '00:00:00'], ['12 pm', '12:00:00'], ['9 am', '09:00:00'], ['00:00', '00:00:00'], ['  18:00  ', '18:00:00'],
  ])('%s is %s', (text, want) => expect(parseTimeOfDay(text)).toBe(want));

  it.each(['', '9', '24:00', '9:60', '13 pm', '0 am', '12345', 'nine', '9:3', '25', 'abc 9:30'])('%s is not a time', (text) => {
    expect(parseTimeOfDay(text)).toBeNull();
  });

  it('non-strings are not times', () => {
    expect(parseTimeOfDay(930)).toBeNull();
    expect(parseTimeOfDay(null)).toBeNull();
  });
});
