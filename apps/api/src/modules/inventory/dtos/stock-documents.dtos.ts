import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, ValidateBy } from 'class-validator';
import { trim } from '../../../core/http/dto-transforms.js';
import { Required } from '../../../core/http/field-validators.js';
import { LineItems, OptionalText, PickedId, QuantityField } from '../../../core/http/dto-fields.js';
import { ProductInWarehouseView } from './trade-document.views.js';

export const STOCK_DOCUMENT_MESSAGES = {
  fromWarehouse: 'Please select the warehouse to move from',
  toWarehouse: 'Please select the warehouse to move to',
  sameWarehouse: 'Choose two different warehouses',
  warehouse: 'Please select warehouse',
  items: 'Add at least one item',
  itemsMax: 'A stock document can have at most 200 items',
  product: 'Please select product',
  quantityRequired: 'Quantity is required',
  quantity: 'Quantity must be greater than 0 with at most 3 decimals',
  adjustmentQuantity: 'Quantity must be a positive or negative number with at most 3 decimals (negative takes stock out)',
  productTwice: 'A product may appear only once in an adjustment',
  reasonRequired: 'Reason is required',
  reason: 'Reason must be at most 300 characters',
  note: 'Note must be at most 300 characters',
} as const;

const M = STOCK_DOCUMENT_MESSAGES;

/** A non-zero quantity with up to 3 decimals, signed: "+5", "-2.5". */
const IsSignedQuantity = () =>
  ValidateBy({
    name: 'isSignedQuantity',
    validator: {
      validate: (v) => (typeof v === 'string' || typeof v === 'number')
        && /^[+-]?\d{1,10}(\.\d{1,3})?$/.test(String(v).trim()) && Number(v) !== 0,
    },
  }, { message: M.adjustmentQuantity });

export class StockLineDto {
  @PickedId(M.product, Required(M.product))
  productId: number;

  @QuantityField(M.quantity, M.quantityRequired, { example: '5', description: 'Up to 3 decimals' })
  quantity: string | number;
}

export class AdjustmentLineDto {
  @PickedId(M.product, Required(M.product))
  productId: number;

  @ApiProperty({ example: '-2', description: 'Added to what is on hand: positive brings stock in, negative takes it out' })
  @IsSignedQuantity()
  @Required(M.quantityRequired)
  quantity: string | number;
}

/** POST /api/erp/stock/transfer */
export class StockTransferDto {
  @PickedId(M.fromWarehouse, Required(M.fromWarehouse))
  fromWarehouseId: number;

  @PickedId(M.toWarehouse, Required(M.toWarehouse))
  toWarehouseId: number;

  @LineItems(StockLineDto, 200, { required: M.items, tooMany: M.itemsMax })
  items: StockLineDto[];

  @OptionalText(300, M.note)
  note?: string;
}

/** POST /api/erp/stock/adjustment */
export class StockAdjustmentDto {
  @PickedId(M.warehouse, Required(M.warehouse))
  warehouseId: number;

  @ApiProperty({ maxLength: 300, example: 'Damaged in transit' })
  @Transform(trim)
  @MaxLength(300, { message: M.reason })
  @IsString({ message: M.reason })
  @Required(M.reasonRequired)
  reason: string;

  @LineItems(AdjustmentLineDto, 200, { required: M.items, tooMany: M.itemsMax })
  items: AdjustmentLineDto[];
}

export class StockDocumentLineView extends ProductInWarehouseView {
  @ApiProperty({ example: '-2.000', description: 'Signed: what the document added to (or took from) the warehouse' }) quantity: string;
  @ApiProperty({ example: '8.000', description: 'On hand in the warehouse after this line' }) balance: string;
}

export class StockTransferView {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'TRF/2627/00001' }) transferNumber: string;
  @ApiProperty({ example: '2026-11-23' }) transferDate: string;
  @ApiProperty() fromWarehouseId: number;
  @ApiProperty() fromWarehouseName: string;
  @ApiProperty() toWarehouseId: number;
  @ApiProperty() toWarehouseName: string;
  @ApiProperty({ nullable: true, type: String }) note: string | null;
  @ApiProperty({ type: StockDocumentLineView, isArray: true, description: 'Out of the source, then into the destination' }) lines: StockDocumentLineView[];
}

export class StockAdjustmentView {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'ADJ/2627/00001' }) adjustmentNumber: string;
  @ApiProperty({ example: '2026-11-23' }) adjustmentDate: string;
  @ApiProperty() warehouseId: number;
  @ApiProperty() warehouseName: string;
  @ApiProperty() reason: string;
  @ApiProperty({ type: StockDocumentLineView, isArray: true }) lines: StockDocumentLineView[];
}
