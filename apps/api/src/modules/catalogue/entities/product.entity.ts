import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A saleable product: MRP, purchase price (pp) and selling price (sp) in rupees. The selling price
 * includes GST and cess when priceIncludesTax (retail), else tax is added on top (B2B).
 */
@Entity('products')
export class ProductEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @Column({ name: 'company_id', type: 'bigint' }) companyId: string;
  @Column({ name: 'category_id', type: 'bigint' }) categoryId: string;
  @Column() name: string;
  @Column({ type: 'varchar', nullable: true }) description: string | null;
  @Column({ type: 'numeric' }) mrp: string;
  @Column({ type: 'numeric' }) pp: string;
  @Column({ type: 'numeric' }) sp: string;
  @Column({ name: 'tax_percent', type: 'numeric' }) taxPercent: string;
  @Column({ type: 'varchar', nullable: true }) hsn: string | null;
  @Column({ name: 'cess_applicable' }) cessApplicable: boolean;
  @Column({ name: 'cess_type', type: 'varchar' }) cessType: string;
  @Column({ name: 'cess_value', type: 'numeric' }) cessValue: string;
  @Column({ name: 'price_includes_tax' }) priceIncludesTax: boolean;
  /** GST unit quantity code (issue 28), NOS unless chosen. */
  @Column({ type: 'varchar' }) uqc: string;
  /** GST %, HSN and cess are the category's and change with it. */
  @Column({ name: 'tax_from_category' }) taxFromCategory: boolean;
  /** Optional codes the POS looks a product up by (issue 31 item 5); unique per company, regardless of case. */
  @Column({ type: 'varchar', nullable: true }) barcode: string | null;
  @Column({ type: 'varchar', nullable: true }) sku: string | null;
}
