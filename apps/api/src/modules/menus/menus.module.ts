import { Module } from '@nestjs/common';
import { MenusRepository } from './repositories/menus.repository.js';
import { MenusService } from './services/menus.service.js';

@Module({ providers: [MenusService, MenusRepository], exports: [MenusService] })
export class MenusModule {}
