import { isValidUpiId, upiPayUri } from './upi.js';

describe('UPI', () => {
  it('accepts name@handle and refuses other shapes', () => {
    expect(isValidUpiId('shop.owner@okicici')).toBe(true);
    expect(isValidUpiId('9822000001@ybl')).toBe(true);
    expect(isValidUpiId('shop owner@ybl')).toBe(false);
    expect(isValidUpiId('shop@')).toBe(false);
    expect(isValidUpiId('@ybl')).toBe(false);
    expect(isValidUpiId('shop@1bank')).toBe(false);
  });

  it('builds the upi://pay link with the amount and the invoice number', () => {
    expect(upiPayUri({ upiId: 'shop@ybl', payeeName: 'Sharma & Sons', amount: '354.00', note: 'INV/2627/00001' }))
      .toBe('upi://pay?pa=shop%40ybl&pn=Sharma%20%26%20Sons&am=354.00&tn=INV%2F2627%2F00001&cu=INR');
  });
});
