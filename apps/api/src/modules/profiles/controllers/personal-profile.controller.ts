import { Body, Query } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { ProfileListItem, ProfileView, SaveProfileDto } from '../dtos/personal-profile.dtos.js';
import { PROFILE_SORTABLE } from '../repositories/personal-profiles.repository.js';
import { PersonalProfilesService } from '../services/personal-profiles.service.js';
import { Principal } from '../../../core/tenancy/request-principal.js';
import type { SessionPrincipal } from '../../../core/tenancy/session.js';
import { ApiEnvelope } from '../../../core/http/openapi-answers.js';
import { IdPipe } from '../../../core/http/id-param.js';
import { AnySignedInUser } from '../../../core/tenancy/permissions.js';
import { ApiController, GetRoute, IdQuery, PostRoute, PutRoute } from '../../../core/http/routes.js';
import { PagedList } from '../../../core/http/paged-list.js';

@ApiController('profiles', 'erp/personal-profile')
export class PersonalProfileController extends PagedList(AnySignedInUser(), '', 'Personal profiles, paged (#, name, title, icon)', ProfileListItem, PROFILE_SORTABLE, 'Profiles fetched successfully') {
  constructor(private readonly profiles: PersonalProfilesService) {
    super(profiles);
  }

  @GetRoute(AnySignedInUser(), 'id', "One profile (?id=); e-mail and phone masked as the profile asks unless reveal=true (edit form; only the company's administrator or the profile's creator, 403 otherwise)",
    ApiEnvelope(ProfileView), IdQuery(), ApiQuery({ name: 'reveal', required: false, type: Boolean }))
  async one(@Principal() principal: SessionPrincipal, @Query('id', IdPipe) id: number, @Query('reveal') reveal?: string) {
    return reply(await this.profiles.one(id, reveal === 'true', principal), 'Profile fetched successfully');
  }

  @PostRoute(AnySignedInUser(), '', 'Create (id 0) or edit a profile', ApiEnvelope(ProfileView))
  async save(@Principal() principal: SessionPrincipal, @Body() body: SaveProfileDto) {
    const { profile, created } = await this.profiles.save(body, principal);
    return reply(profile, created ? 'Profile created successfully' : 'Profile updated successfully');
  }

  /** The spec's generic save helper sends PUT for a non-zero id: the same save. */
  @PutRoute(AnySignedInUser(), '', 'Same as POST (the generic save helper uses PUT for an existing id)', ApiEnvelope(ProfileView))
  update(@Principal() principal: SessionPrincipal, @Body() body: SaveProfileDto) {
    return this.save(principal, body);
  }
}
