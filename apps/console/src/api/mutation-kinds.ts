/**
 * Every kind of write the console makes, and what its mutation key carries besides the kind. A mutation hook
 * names its kind with `mutationKey: mutationKey('sales.checkout')`; app/invalidation-map.ts says, in one
 * place, which cached queries each kind makes stale, and the query client applies it (app/query-client.ts).
 * The parameter unions repeat the features' own (PartyKind, RecordKind ...): a feature that adds a member
 * fails to compile here until the map handles it.
 */
export interface MutationKinds {
  'auth.login': [];
  'auth.signup': [];
  'auth.change-password': [];
  'auth.forgot-password': [];
  'auth.reset-password': [];
  'auth.refresh-menu': [];
  'auth.session.end': [];
  'companies.save': [];
  'users.invite': [];
  'users.resend': [];
  'users.update': [];
  'companies.update-profile': [];
  'profiles.invoice-details.save': [];
  'profiles.invoice-details.logo': [];
  'services.subscribe': [];
  'services.update': [];
  'services.spending-alert': [];
  'services.api-key.create': [];
  'services.api-key.reveal': [];
  'services.api-key.toggle': [];
  'services.api-key.rotate': [];
  'services.api-key.origins': [];
  'hrms.master.save': [kind: 'branch' | 'department' | 'designation'];
  'hrms.setting.save': [];
  'hrms.shift.save': [];
  'hrms.holiday.save': [];
  'hrms.holiday.delete': [];
  'hrms.device.save': [];
  'hrms.device.unlock': [];
  'hrms.unmatched.assign': [];
  'hrms.attendance.mark': [];
  'hrms.attendance.unmark': [];
  'hrms.attendance.lock': [];
  'hrms.attendance.unlock': [];
  'hrms.employee.save': [];
  'hrms.employee.toggle': [];
  'hrms.face.enrol': [employeeId: number];
  'hrms.face.remove': [employeeId: number];
  'hrms.leave.type.save': [];
  'hrms.leave.type.delete': [];
  'hrms.leave.allocate': [];
  'hrms.leave.apply': [];
  'hrms.leave.decide': [];
  'parties.save': [kind: 'customer' | 'supplier'];
  'parties.delete': [kind: 'customer' | 'supplier'];
  'parties.customer-receipt': [];
  'parties.supplier-opening-payment': [];
  'profiles.save': [];
  'billing.pay': [];
  'billing.run': [];
  'billing.offline-payment': [];
  'billing.credit-note': [];
  'billing.refund': [];
  'accounting.attachment.upload': [module: 'INCOME' | 'EXPENSE', referenceId: number];
  'accounting.attachment.delete': [module: 'INCOME' | 'EXPENSE', referenceId: number];
  'accounting.category.save': [kind: 'expense' | 'income'];
  'accounting.account.save': [];
  'accounting.account.delete': [];
  'accounting.year.save': [];
  'accounting.opening-balance.save': [];
  'accounting.record.save': [kind: 'expense' | 'income'];
  'accounting.record.delete': [kind: 'expense' | 'income'];
  'inventory.warehouse.save': [];
  'inventory.delete': [kind: 'warehouse' | 'purchase-order'];
  'inventory.settings.save': [];
  'inventory.purchase-order.save': [];
  'inventory.purchase-order.receive': [];
  'inventory.purchase-order.payment': [];
  'inventory.stock-entry': [];
  'inventory.stock.transfer': [];
  'inventory.stock.adjustment': [];
  'inventory.transporter.save': [];
  'inventory.transporter.delete': [];
  'catalogue.category.save': [];
  'catalogue.product.save': [];
  'catalogue.delete': [kind: 'category' | 'product'];
  'sales.checkout': [];
  'sales.credit-note': [];
  /** The IRP's IRN stored on an invoice: [invoiceId] */
  'sales.irn': [number];
  'ssl.domain.save': [];
  'ssl.domain.delete': [];
  'ssl.verification.start': [];
  'ssl.verify': [];
  'ssl.delegation.check': [];
  'ssl.certificate.request': [];
  'ssl.certificate.revoke': [];
}

export type MutationKind = keyof MutationKinds;

/** A mutation's key: its kind, then its parameters. */
export type MutationKeyOf<K extends MutationKind> = readonly [K, ...MutationKinds[K]];

export function mutationKey<K extends MutationKind>(kind: K, ...params: MutationKinds[K]): MutationKeyOf<K> {
  return [kind, ...params] as const;
}
