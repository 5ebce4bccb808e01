// The public surface of the payments module.
export { PaymentsModule } from './payments.module.js';
export {
  GatewayOrderNotFoundError,
  GatewayUnavailableError,
  InvalidGatewayCallbackError,
  PhonePeGateway,
  type CreateGatewayOrder,
  type GatewayCallback,
  type GatewayOrder,
  type GatewayOrderState,
  type GatewayOrderStatus,
} from './phonepe/phonepe-gateway.js';
