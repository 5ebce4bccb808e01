import type { AppConfig } from '../../../core/config/app-config.js';

/** What the PhonePe client and the simulator agree on; credentials never reach a log or an answer. */
export interface PhonePeSettings {
  env: AppConfig['phonepe']['env'];
  clientId: string;
  clientSecret: string;
  clientVersion: number;
  /** The callback credentials set on PhonePe's dashboard: Authorization = sha256("username:password"). */
  callbackUsername: string;
  callbackPassword: string;
  /** Base of the product's own simulator (PHONEPE_ENV=SIMULATOR), e.g. http://localhost:3000/api/simulator/phonepe. */
  simulatorBaseUrl: string | null;
  /** Where PhonePe (or the simulator) sends its server-to-server callback. */
  callbackUrl: string;
}

/** Local-only credentials of the simulator (production refuses PHONEPE_ENV=SIMULATOR, see app-config). */
export const SIMULATOR_CREDENTIALS = {
  clientId: 'BIZDESK_SIMULATOR',
  clientSecret: 'bizdesk-simulator-client-secret',
  callbackUsername: 'bizdesk-simulator',
  callbackPassword: 'bizdesk-simulator-callback',
} as const;

export const SIMULATOR_PATH = '/api/simulator/phonepe';
export const CALLBACK_PATH = '/api/webhooks/phonepe';

export function phonePeSettings(config: AppConfig): PhonePeSettings {
  const p = config.phonepe;
  const simulator = p.env === 'SIMULATOR';
  return {
    env: p.env,
    clientId: p.clientId ?? (simulator ? SIMULATOR_CREDENTIALS.clientId : ''),
    clientSecret: p.clientSecret ?? (simulator ? SIMULATOR_CREDENTIALS.clientSecret : ''),
    clientVersion: p.clientVersion,
    callbackUsername: p.callbackUsername ?? (simulator ? SIMULATOR_CREDENTIALS.callbackUsername : ''),
    callbackPassword: p.callbackPassword ?? (simulator ? SIMULATOR_CREDENTIALS.callbackPassword : ''),
    simulatorBaseUrl: simulator ? `${config.publicUrl}${SIMULATOR_PATH}` : null,
    callbackUrl: `${config.publicUrl}${CALLBACK_PATH}`,
  };
}
