import { Injectable } from '@nestjs/common';

/**
 * The time the gateway and key rotation go by (a rotated key's 24-hour overlap). One injectable so tests can
 * move it forward a day without waiting or faking the process's timers.
 */
@Injectable()
export class GatewayClock {
  now(): number {
    return Date.now();
  }
}
