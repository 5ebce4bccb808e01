import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { SessionPrincipal } from '../../../core/tenancy/session.js';
import { SUBSCRIPTION_MESSAGES as M, type SubscribeDto, type UpdateServiceDto } from '../dtos/subscription.dtos.js';
import { SubscriptionsRepository } from '../repositories/subscriptions.repository.js';
import { ServicePricesService } from './service-prices.service.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';

/** The provider's services and a company's subscriptions to them (the menu follows company_applications). */
@Injectable()
export class SubscriptionsService {
  private readonly listeners: ((companyId: number) => void)[] = [];

  constructor(
    private readonly repo: SubscriptionsRepository,
    private readonly prices: ServicePricesService,
  ) {}

  /** Told after a company's subscriptions change (the gateway drops what it cached for the company). */
  onChange(listener: (companyId: number) => void): void {
    this.listeners.push(listener);
  }

  services() {
    const companyId = currentCompanyId();
    return this.repo.servicesFor(companyId);
  }

  /** Subscribes or unsubscribes, keeping the period and writing the history entry; answers the message. */
  async setSubscribed(principal: SessionPrincipal, body: SubscribeDto): Promise<{ message: string; state: { id: number; appId: number; isSubscribed: boolean } }> {
    const companyId = currentCompanyId();
    const service = await this.repo.service(body.appId);
    if (!service) throw new NotFoundException(M.serviceNotFound);
    const user = { id: principal.userId, name: principal.name };
    if (body.isSubscribed) {
      if (!service.available) throw new ConflictException(M.notAvailable(service.name));
      const periodId = await this.repo.open(companyId, body.appId, principal.userId);
      if (periodId === null) throw new ConflictException(M.alreadySubscribed(service.name));
      const message = M.subscribed(service.name);
      await this.repo.addHistory(companyId, { appId: body.appId }, message, user);
      this.changed(companyId);
      return { message, state: { id: periodId, appId: body.appId, isSubscribed: true } };
    }
    // Unsubscribing stays possible after the provider withdraws a service.
    if (!(await this.repo.close(companyId, body.appId, principal.userId))) {
      throw new ConflictException(M.notSubscribed(service.name));
    }
    const message = M.unsubscribed(service.name);
    await this.repo.addHistory(companyId, { appId: body.appId }, message, user);
    this.changed(companyId);
    return { message, state: { id: 0, appId: body.appId, isSubscribed: false } };
  }

  /**
   * A deactivated company's subscriptions end that day (issue 30 item 4): its periods close now, so the month's
   * invoice bills the days used and nothing after; each ending is in the service's history. Runs in the
   * company's context (the provider's deactivation opens it).
   */
  async endAllOnDeactivation(user: { id: number | null; name: string }): Promise<number[]> {
    const companyId = currentCompanyId();
    const ended = await this.repo.closeAll(companyId, user.id);
    for (const appId of ended) {
      const name = (await this.repo.service(appId))?.name ?? `Service ${appId}`;
      await this.repo.addHistory(companyId, { appId }, M.endedOnDeactivation(name), user);
    }
    if (ended.length) this.changed(companyId);
    return ended;
  }

  private changed(companyId: number): void {
    for (const listener of this.listeners) listener(companyId);
  }

  /** The provider's view of a service's prices, newest effective day first. */
  priceHistory(appId: number) {
    return this.prices.history(appId);
  }

  async history(appId: number) {
    const companyId = currentCompanyId();
    if (!(await this.repo.service(appId))) throw new NotFoundException(M.serviceNotFound);
    return this.repo.history(companyId, { appId });
  }

  /** Written by the API-key side too: one history table, one shape. */
  addKeyHistory(apiKeyId: number, message: string, user: { id: number; name: string }) {
    const companyId = currentCompanyId();
    return this.repo.addHistory(companyId, { apiKeyId }, message, user);
  }

  keyHistory(apiKeyId: number) {
    const companyId = currentCompanyId();
    return this.repo.history(companyId, { apiKeyId });
  }

  /**
   * The provider's edit; answers the service with the provider company's own state, as its /services shows it.
   * A new price takes effect from a day (tomorrow by default, never one already begun: 400) and is kept in the
   * price history; the days before it stay billed at the old price.
   */
  async updateService(body: UpdateServiceDto, user: { id: number; name: string }) {
    const companyId = currentCompanyId();
    if (body.effectiveFrom !== undefined && body.price === undefined) throw new BadRequestException(M.effectiveFromWithoutPrice);
    const effectiveFrom = body.price !== undefined ? this.prices.effectiveDay(body.effectiveFrom) : null;
    if (!(await this.repo.updateService(body.appId, { available: body.available }))) {
      throw new NotFoundException(M.serviceNotFound);
    }
    if (body.price !== undefined && effectiveFrom) await this.prices.change(body.appId, body.price, effectiveFrom, user);
    return (await this.repo.servicesFor(companyId)).find((s) => s.appId === body.appId)!;
  }

  /** Whether the company may use the service now (the /api/v1 gateway asks per call). */
  subscribedCount() {
    const companyId = currentCompanyId();
    return this.repo.activeCount(companyId);
  }

  serviceName(appId: number) {
    return this.repo.service(appId).then((s) => s?.name ?? null);
  }
}
