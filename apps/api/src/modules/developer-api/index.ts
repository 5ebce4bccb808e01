// The public surface of modules/developer-api: other modules import only from here (scripts/check-boundaries.mjs).
export { DeveloperApiModule } from './developer-api.module.js';
export { GatewayApi, type GatewayApiOptions } from './gateway/gateway-api.js';
export { GatewayCaller, type GatewayCallerInfo } from './gateway/gateway-caller.js';
