import { fromThousandths, quantitiesByProduct, toThousandths } from './quantities.js';

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
});
