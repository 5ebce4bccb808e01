import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { maskEmail, maskPhone } from '@bizdesk/shared';
import { paged, type ListQuery, type Paged } from '../../../core/http/list-query.js';
import { translateDbError } from '../../../core/http/translate-db-error.js';
import { currentCompanyId, tenantStorage } from '../../../core/tenancy/tenant-context.js';
import type { SessionPrincipal } from '../../../core/tenancy/session.js';
import { PROFILE_MESSAGES, type ProfileListItem, type ProfileView, type SaveProfileDto } from '../dtos/personal-profile.dtos.js';
import type { PersonalProfileEntity } from '../entities/personal-profile.entity.js';
import { PersonalProfilesRepository } from '../repositories/personal-profiles.repository.js';
import { PROFILE_CONSTRAINTS } from '../profiles.constraints.js';

function toListItem(p: PersonalProfileEntity): ProfileListItem {
  return { id: Number(p.id), nameTitle: p.nameTitle, name: p.name, title: p.title, city: p.city, country: p.country, icon: p.icon };
}

/**
 * Who may see a profile's stored (unmasked) e-mail and phone, and therefore edit it: the company's
 * owners (role OWNER, the provider's administrator included) and the user who created the profile. Other staff see what the
 * profile's masking flags allow. (docs/decisions.md, profiles.)
 */
export function mayManageProfile(principal: Pick<SessionPrincipal, 'role' | 'userId'>, p: Pick<PersonalProfileEntity, 'createdBy'>): boolean {
  return principal.role === 'OWNER' || (p.createdBy !== null && Number(p.createdBy) === principal.userId);
}

/** The view masks contact details as the profile asks (spec 9: all but the last 3 digits of a phone). */
export function toProfileView(p: PersonalProfileEntity, reveal = false, canEdit = true): ProfileView {
  return {
    ...toListItem(p),
    canEdit,
    email: p.emailMasked && !reveal ? maskEmail(p.email) : p.email,
    phone: p.phoneMasked && !reveal ? maskPhone(p.phone) : p.phone,
    emailMasked: p.emailMasked, phoneMasked: p.phoneMasked, url: p.url, about: p.about, skills: p.skills ?? [],
  };
}

@Injectable()
export class PersonalProfilesService {
  constructor(private readonly profiles: PersonalProfilesRepository) {}

  async list(query: ListQuery): Promise<Paged<ProfileListItem>> {
    const [rows, total] = await this.profiles.list(currentCompanyId(), query);
    return paged(rows.map(toListItem), total, query);
  }

  /** One profile; `reveal` gives the stored e-mail and phone to the edit form, for those who may manage it (403 otherwise). */
  async one(id: number, reveal: boolean, principal: SessionPrincipal): Promise<ProfileView> {
    const p = await this.profiles.findById(currentCompanyId(), id);
    if (!p) throw new NotFoundException(PROFILE_MESSAGES.notFound);
    const canEdit = mayManageProfile(principal, p);
    if (reveal && !canEdit) throw new ForbiddenException(PROFILE_MESSAGES.revealForbidden);
    return toProfileView(p, reveal, canEdit);
  }

  async save(input: SaveProfileDto, principal: SessionPrincipal): Promise<{ profile: ProfileView; created: boolean }> {
    const companyId = currentCompanyId();
    const existing = input.id === 0 ? null : await this.profiles.findById(companyId, input.id);
    if (input.id !== 0 && !existing) throw new NotFoundException(PROFILE_MESSAGES.notFound);
    if (existing && !mayManageProfile(principal, existing)) throw new ForbiddenException(PROFILE_MESSAGES.editForbidden);
    // A form that sent back the masked value it was shown keeps the stored address.
    const email = existing && input.email === maskEmail(existing.email).toLowerCase() ? existing.email : input.email;
    if (await this.profiles.emailTaken(companyId, email, input.id)) throw new ConflictException(PROFILE_MESSAGES.emailTaken);
    const fields = {
      nameTitle: input.nameTitle, name: input.name, title: input.title, email, phone: input.phone, country: input.country,
      city: input.city, emailMasked: input.emailMasked ?? existing?.emailMasked ?? true, phoneMasked: input.phoneMasked ?? existing?.phoneMasked ?? true,
      url: input.url ?? null, about: input.about ?? null, skills: input.skills ?? [], icon: input.icon ?? null,
    };
    try {
      const id = existing ? input.id : await this.profiles.insert(companyId, fields, tenantStorage.current()?.userId ?? principal.userId);
      if (existing) await this.profiles.update(companyId, id, fields);
      return { profile: toProfileView((await this.profiles.findById(companyId, id))!), created: !existing };
    } catch (e) {
      throw translateDbError(e, PROFILE_CONSTRAINTS);
    }
  }
}
