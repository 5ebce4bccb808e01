import { Module } from '@nestjs/common';
import { PhonePeGateway } from './phonepe/phonepe-gateway.js';
import { PhonePeSimulatorController } from './simulator/phonepe-simulator.controller.js';
import { PhonePeSimulatorService } from './simulator/phonepe-simulator.service.js';
import { SimulatorHousekeeper } from './simulator/simulator-housekeeper.js';
import { SimulatorOrdersRepository } from './simulator/simulator-orders.repository.js';

/**
 * The payment gateway: PhonePe Standard Checkout through its official SDK, and the product's own PhonePe
 * simulator (PHONEPE_ENV=SIMULATOR). No business rules: billing decides what an order pays and applies it.
 */
@Module({
  controllers: [PhonePeSimulatorController],
  providers: [PhonePeGateway, PhonePeSimulatorService, SimulatorOrdersRepository, SimulatorHousekeeper],
  exports: [PhonePeGateway],
})
export class PaymentsModule {}
