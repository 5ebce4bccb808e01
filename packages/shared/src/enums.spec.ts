import { APP_IDS, APP_NAMES, BLOOD_GROUPS, REGISTRATION_TYPES, USER_TYPES, bloodGroupLabel, chargesGst, isOneOf } from './enums.js';
import { INDIAN_STATES, isIntraStateSupply, stateByCode, stateByName, stateWithCode } from './states.js';

describe('enums', () => {
  it('has the spec app ids', () => {
    expect(APP_IDS).toEqual({ ALL: 0, HTML_TO_PDF: 1, FACE_IDENTIFICATION: 2, POS: 3, BARCODE: 6, QRCODE: 7, SSL: 9, HRMS: 10 });
    expect(APP_NAMES[APP_IDS.HTML_TO_PDF]).toBe('HTML To PDF');
  });

  it('only a regular registration with a GSTIN charges GST', () => {
    expect(chargesGst({ registrationType: 'REGULAR', gstin: '27AAPFU0939F1ZV' })).toBe(true);
    expect(chargesGst({ registrationType: 'REGULAR', gstin: null })).toBe(false);
    expect(chargesGst({ registrationType: 'COMPOSITION', gstin: '27AAPFU0939F1ZV' })).toBe(false);
    expect(chargesGst({ registrationType: 'Unregistered', gstin: null })).toBe(false);
  });

  it('guards values', () => {
    expect(isOneOf(REGISTRATION_TYPES, 'Unregistered')).toBe(true);
    expect(isOneOf(REGISTRATION_TYPES, 'UNREGISTERED')).toBe(false);
    expect(isOneOf(USER_TYPES, 'SUPER_ADMIN')).toBe(true);
  });

  it('labels blood groups', () => {
    expect(BLOOD_GROUPS).toHaveLength(8);
    expect(bloodGroupLabel('AB_NEGATIVE')).toBe('AB-');
    expect(bloodGroupLabel('O_POSITIVE')).toBe('O+');
  });
});

describe('states', () => {
  it('lists every GST state code 01-38 and 97, once', () => {
    const codes = INDIAN_STATES.map((s) => s.code);
    const expected = [...Array.from({ length: 38 }, (_, i) => String(i + 1).padStart(2, '0')), '97'];
    expect(codes).toEqual(expected);
    expect(new Set(INDIAN_STATES.map((s) => s.name)).size).toBe(INDIAN_STATES.length);
  });

  it('finds states', () => {
    expect(stateByCode('27')?.name).toBe('Maharashtra');
    expect(stateByCode(7)?.name).toBe('Delhi');
    expect(stateByCode('36')?.name).toBe('Telangana');
    expect(stateByCode('37')?.name).toBe('Andhra Pradesh');
    expect(stateByCode('38')?.name).toBe('Ladakh');
    expect(stateByCode('97')?.name).toBe('Other Territory');
    expect(stateByCode('39')).toBeUndefined();
    expect(stateByName('karnataka')?.code).toBe('29');
    expect(stateWithCode('27')).toBe('Maharashtra (27)');
    expect(stateWithCode(29)).toBe('Karnataka (29)');
  });

  it('decides intra-state supply by code', () => {
    expect(isIntraStateSupply('27', 27)).toBe(true);
    expect(isIntraStateSupply('27', '29')).toBe(false);
  });
});
