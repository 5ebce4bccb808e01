// The public surface of modules/developer-api: other modules import only from here (scripts/check-boundaries.mjs).
export { DeveloperApiModule } from './developer-api.module.js';
export { GatewayApi } from './gateway/gateway-api.js';
