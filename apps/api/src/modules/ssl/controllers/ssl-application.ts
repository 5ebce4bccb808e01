import { applyDecorators, UseGuards } from '@nestjs/common';
import { SSL_APPLICATION_ID, SubscribedApplication } from '../../../core/tenancy/subscribed-application.js';
import { AcmeAccountGuard } from './acme-account.guard.js';

/**
 * Marks a controller as part of the SSL application (id 9): a company that has not subscribed gets 403
 * "Subscribe to SSL to use this".
 */
export const SslApplication = () => SubscribedApplication(SSL_APPLICATION_ID, 'SSL');

/** Routes that talk to the certificate authority: the company's ACME account exists before they run. */
export const TalksToCa = () => applyDecorators(UseGuards(AcmeAccountGuard));
