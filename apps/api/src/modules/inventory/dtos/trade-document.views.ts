import { ApiProperty } from '@nestjs/swagger';

/**
 * The parts every trade document's answer repeats (purchase orders here, sale invoices and credit notes in
 * sales). Abstract: a part is never answered alone; swagger lists its properties in each view that extends it.
 */

/** The taxable value and each GST of a document, a line or an HSN group: 2-decimal strings. */
export abstract class GstAmountsView {
  @ApiProperty() taxableAmount: string;
  @ApiProperty() cgstAmount: string;
  @ApiProperty() sgstAmount: string;
  @ApiProperty() igstAmount: string;
  @ApiProperty() cessAmount: string;
}

/** A product line as a purchase order and a credit note show it: the product, how many, its GST and its total. */
export abstract class TaxedLineView extends GstAmountsView {
  @ApiProperty() lineNo: number;
  @ApiProperty() productId: number;
  @ApiProperty() productName: string;
  @ApiProperty({ nullable: true, type: String }) hsn: string | null;
  @ApiProperty() quantity: string;
  @ApiProperty() gstPercent: number;
  @ApiProperty() totalAmount: string;
}

/** A product in a warehouse: what stock lists, valuations, movements and openings name a quantity by. */
export abstract class ProductInWarehouseView {
  @ApiProperty() productId: number;
  @ApiProperty() productName: string;
  @ApiProperty() warehouseId: number;
  @ApiProperty() warehouseName: string;
}
