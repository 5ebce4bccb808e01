import { displayQuantity, fromThousandths, isValidQuantity, quantitiesByProduct, stepQuantity, toThousandths } from './quantity.js';

describe('quantities', () => {
  it('adds exactly in thousandths', () => {
    expect(fromThousandths(toThousandths('0.1') + toThousandths('0.2'))).toBe('0.300');
    expect(fromThousandths(-toThousandths('2.5'))).toBe('-2.500');
    expect(toThousandths(3)).toBe(3000n);
  });

  it('groups lines by product, sorted by product id (lock order)', () => {
    const grouped = quantitiesByProduct([{ productId: 9, quantity: '1.5' }, { productId: 2, quantity: 1 }, { productId: 9, quantity: '0.25' }]);
    expect([...grouped]).toEqual([[2, '1.000'], [9, '1.750']]);
  });

  it('refuses what is not a quantity', () => {
    expect(() => toThousandths('1.2345')).toThrow();
    expect(() => toThousandths('-1')).toThrow();
  });

  it.each([['1', true], ['0.125', true], [' 2.5 ', true], [3, true], ['0', false], ['0.000', false], ['1.2345', false], ['-1', false], ['1e3', false], ['', false], [null, false], ['12345678901', false]])(
    'isValidQuantity(%j) is %s', (value, expected) => expect(isValidQuantity(value)).toBe(expected),
  );

  it('displays without trailing zeros and steps by whole units, exactly', () => {
    expect(displayQuantity('2.500')).toBe('2.5');
    expect(displayQuantity('3.000')).toBe('3');
    expect(displayQuantity(4)).toBe('4');
    expect(stepQuantity('2.5', 1)).toBe('3.5');
    expect(stepQuantity('0.1', 1)).toBe('1.1');
    expect(stepQuantity('1.5', -1)).toBe('1');
    expect(stepQuantity('abc', 1)).toBe('2');
  });
});
