import 'reflect-metadata';
import { GUARDS_METADATA } from '@nestjs/common/constants.js';
import { ReceiveUpload } from '../../../core/http/upload-body.js';
import { GatewayApi } from './gateway-api.js';
import { GatewayGuard } from './gateway.guard.js';

const API = { appId: 2, name: 'Face Identification', bodyLimit: 1024 };

describe('@GatewayApi and uploads', () => {
  it('puts the gateway guard before the upload guard, so the key is checked before the body is read', () => {
    class Controller {
      @GatewayApi({ ...API, upload: { field: 'image', maxBytes: 512 } })
      handler() {}
    }
    const guards = Reflect.getMetadata(GUARDS_METADATA, Controller.prototype.handler) as Function[];
    expect(guards).toHaveLength(2);
    expect(guards[0]).toBe(GatewayGuard);
  });

  it('refuses a @ReceiveUpload under @GatewayApi when the code loads (it would read the body first)', () => {
    expect(() => {
      class Controller {
        @GatewayApi(API)
        @ReceiveUpload('image', 512)
        handler() {}
      }
      return Controller;
    }).toThrow('handler: use @GatewayApi({ upload }) instead of @ReceiveUpload, so the API key is checked before the body is read');
  });
});
