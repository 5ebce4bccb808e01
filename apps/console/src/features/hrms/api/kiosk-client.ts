import { createApiClient, type DataOf } from '@bizdesk/api-client';
import { ApiError } from '../../../api';
import { unwrapEnvelope } from '../../../api/unwrap-envelope';

/**
 * The face kiosk talks to the API as an attendance device, not as a user: its own token (from
 * POST /api/auth/device/authentication) kept in this browser's localStorage, never the user session's
 * cookies. A 401 means the device session ended (the device logged in elsewhere, or its password changed).
 */
const kioskHttp = createApiClient({ baseUrl: '' });
const STORAGE_KEY = 'bizdesk.kiosk';

type DeviceLogin = DataOf<'/api/auth/device/authentication', 'post'>;

/** What this browser keeps of the device's login. */
export type KioskDevice = Pick<DeviceLogin, 'token' | 'deviceName'>;

/** data of POST /api/erp/attendance/face-punch. */
export type FacePunch = DataOf<'/api/erp/attendance/face-punch', 'post'>;

export function storedKioskDevice(): KioskDevice | null {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as KioskDevice | null;
    return value && typeof value.token === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function forgetKioskDevice(): void {
  localStorage.removeItem(STORAGE_KEY);
}

function unwrap<T>(response: Response, body: unknown): { data: T; message: string } {
  return unwrapEnvelope<T>(response.ok, response.status, body);
}

/** companyId: device user names are unique per company; a name only one company uses logs in without it. */
export async function loginKioskDevice(userName: string, password: string, companyId?: number): Promise<KioskDevice> {
  const body = { userName, password, ...(companyId ? { companyId } : {}) };
  const { data, error, response } = await kioskHttp.request('post', '/api/auth/device/authentication', { body, parseAs: 'text' } as never);
  const { data: login } = unwrap<DeviceLogin>(response, data ?? error);
  const device = { token: login.token, deviceName: login.deviceName };
  localStorage.setItem(STORAGE_KEY, JSON.stringify(device));
  return device;
}

/** Sends the camera picture; the API recognises the one employee in it and punches them now. */
export async function punchByFace(device: KioskDevice, picture: Blob): Promise<{ data: FacePunch; message: string }> {
  const form = new FormData();
  form.append('image', picture, 'kiosk.jpg');
  const { data, error, response } = await kioskHttp.request('post', '/api/erp/attendance/face-punch', {
    body: form, headers: { Authorization: `Bearer ${device.token}` }, parseAs: 'text',
  } as never);
  return unwrap<FacePunch>(response, data ?? error);
}

export const isSessionEnded = (error: unknown) => error instanceof ApiError && error.httpStatus === 401;
