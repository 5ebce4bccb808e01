// The public surface of the developer API module: other modules import from here only.
export { DeveloperApiModule } from './developer-api.module.js';
export { GatewayApi, type GatewayApiOptions } from './gateway/gateway-api.js';
export { GatewayCaller, type GatewayCallerInfo } from './gateway/gateway-caller.js';
