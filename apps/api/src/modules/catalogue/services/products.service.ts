import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { computeLineTax, DEFAULT_UQC, parsePaise, type CessType } from '@bizdesk/shared';
import { paged, type ListQuery, type Paged } from '../../../core/http/list-query.js';
import { toAmountString } from '../dtos/catalogue-validators.js';
import { CATALOGUE_MESSAGES, codeNotFound, codeTaken, type ProductView, type SaveProductDto } from '../dtos/catalogue.dtos.js';
import { DeletionGuard } from '../../../core/deletion-guard/index.js';
import { CategoriesRepository } from '../repositories/categories.repository.js';
import { ProductsRepository } from '../repositories/products.repository.js';
import { toProductView } from './catalogue-views.js';
import { normaliseCess } from './cess.js';
import { PRODUCT_RECORD } from './guarded-records.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';

/** What purchase orders and sales need of a product: its price and tax, as decimal strings. */
export interface TradeProduct {
  id: number;
  name: string;
  pp: string;
  sp: string;
  taxPercent: string;
  hsn: string;
  cessType: CessType;
  cessValue: string;
  priceIncludesTax: boolean;
  /** GST unit quantity code (UQC). */
  uqc: string;
}

/** "4.170" -> "4.17", "12.000" -> "12". */
function trimZeros(decimal: string): string {
  return decimal.includes('.') ? decimal.replace(/0+$/, '').replace(/\.$/, '') : decimal;
}

/** Products with the spec's price rules: every price positive, purchase <= selling <= MRP. */
@Injectable()
export class ProductsService {
  constructor(
    private readonly products: ProductsRepository,
    private readonly categories: CategoriesRepository,
    private readonly guard: DeletionGuard,
  ) {}

  /** Deletes a product no document or stock record uses; another company's id is a 404. */
  async remove(id: number): Promise<void> {
    const companyId = currentCompanyId();
    if (!(await this.products.findById(companyId, id))) throw new NotFoundException(CATALOGUE_MESSAGES.productNotFound);
    await this.guard.assertUnused(PRODUCT_RECORD, companyId, id);
    await this.guard.removeFollowers(PRODUCT_RECORD, companyId, id);
    await this.products.remove(companyId, id);
  }

  async list(query: ListQuery, categoryId?: number): Promise<Paged<ProductView>> {
    const companyId = currentCompanyId();
    const [rows, total] = await this.products.list(companyId, query, categoryId);
    return paged(rows.map(toProductView), total, query);
  }

  async options(): Promise<ProductView[]> {
    const companyId = currentCompanyId();
    return (await this.products.options(companyId)).map(toProductView);
  }

  async save(input: SaveProductDto): Promise<ProductView> {
    const companyId = currentCompanyId();
    const existing = input.id === 0 ? null : await this.products.findById(companyId, input.id);
    if (input.id !== 0 && !existing) throw new NotFoundException(CATALOGUE_MESSAGES.productNotFound);
    // Another company's category is, to this company, no category at all.
    const category = await this.categories.findById(companyId, input.categoryId);
    if (!category) throw new NotFoundException(CATALOGUE_MESSAGES.categoryNotFound);

    const mrp = parsePaise(toAmountString(input.mrp));
    const pp = parsePaise(toAmountString(input.pp));
    const sp = parsePaise(toAmountString(input.sp));
    if (sp < pp) throw new BadRequestException(CATALOGUE_MESSAGES.spBelowPp);
    if (sp > mrp) throw new BadRequestException(CATALOGUE_MESSAGES.spAboveMrp);
    if (await this.products.nameTaken(companyId, input.name, input.id)) throw new ConflictException(CATALOGUE_MESSAGES.productNameTaken);
    const barcode = input.barcode === undefined ? existing?.barcode ?? null : input.barcode;
    const sku = input.sku === undefined ? existing?.sku ?? null : input.sku;
    // One code, one product: a barcode may not be another product's SKU either, so a scan never has two answers.
    for (const [field, code] of [['Barcode', barcode], ['SKU', sku]] as const) {
      const holder = code ? await this.products.codeHolder(companyId, code, input.id) : null;
      if (holder && code) throw new ConflictException(codeTaken(field, code, holder.name));
    }

    const categoryCess = { cessApplicable: category.cessApplicable, cessType: category.cessType as CessType, cessValue: category.cessValue };
    const follows = input.followCategoryTax
      ?? (input.taxPercent === undefined && input.hsn === undefined && input.cessApplicable === undefined);
    if (follows && category.taxPercent === null) throw new BadRequestException(CATALOGUE_MESSAGES.categoryHasNoGst);
    const taxPercent = follows ? category.taxPercent : input.taxPercent !== undefined ? String(input.taxPercent) : category.taxPercent;
    if (taxPercent === null) throw new BadRequestException(CATALOGUE_MESSAGES.taxPercentRequired);
    const cess = follows ? categoryCess : normaliseCess(input, categoryCess);
    const priceIncludesTax = input.priceIncludesTax ?? existing?.priceIncludesTax ?? true;
    if (!priceIncludesTax) {
      // Tax on top of a B2B price must still keep one unit within the MRP.
      const unit = computeLineTax({
        unitPricePaise: sp, quantity: 1, gstPercent: trimZeros(taxPercent), cess: { type: cess.cessType, value: trimZeros(cess.cessValue) }, intraState: false,
      });
      if (unit.total > mrp) throw new BadRequestException(CATALOGUE_MESSAGES.spPlusTaxAboveMrp);
    }

    const saved = await this.products.save({
      ...(existing ? { id: existing.id } : {}),
      companyId: String(companyId),
      categoryId: category.id,
      name: input.name,
      description: input.description ?? null,
      mrp: toAmountString(input.mrp),
      pp: toAmountString(input.pp),
      sp: toAmountString(input.sp),
      taxPercent,
      hsn: follows ? category.hsn : input.hsn ?? category.hsn,
      ...cess,
      priceIncludesTax,
      taxFromCategory: follows,
      uqc: input.uqc ?? existing?.uqc ?? DEFAULT_UQC,
      barcode,
      sku,
    });
    const [row] = await this.products.findMany(companyId, [Number(saved.id)]);
    return toProductView(row);
  }

  /** The product a scanned or typed barcode / SKU names (the POS); 404 naming the code when none has it. */
  async lookup(code: string): Promise<ProductView> {
    const row = await this.products.findByCode(currentCompanyId(), code);
    if (!row) throw new NotFoundException(codeNotFound(code));
    return toProductView(row);
  }

  /** The company's products by id for a document; throws the message when one is not the company's. */
  async forTrade(ids: number[]): Promise<Map<number, TradeProduct>> {
    const companyId = currentCompanyId();
    const unique = [...new Set(ids)];
    const rows = await this.products.findMany(companyId, unique);
    if (rows.length !== unique.length) throw new NotFoundException(CATALOGUE_MESSAGES.productNotFound);
    return new Map(rows.map((p) => [Number(p.id), {
      id: Number(p.id),
      name: p.name,
      pp: p.pp,
      sp: p.sp,
      taxPercent: p.taxPercent,
      hsn: p.hsn ?? '',
      cessType: p.cessType as CessType,
      // numeric(12,3) reads back as "4.170"; a fixed cess is rupees with at most 2 decimals.
      cessValue: trimZeros(p.cessValue),
      priceIncludesTax: p.priceIncludesTax,
      uqc: p.uqc,
    }]));
  }

  count(): Promise<number> {
    const companyId = currentCompanyId();
    return this.products.count(companyId);
  }
}
