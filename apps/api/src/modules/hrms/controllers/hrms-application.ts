import { applyDecorators, SetMetadata } from '@nestjs/common';

/** HRMS is application 10 in the menu catalogue and in subscriptions. */
export const HRMS_APPLICATION_ID = 10;
export const HRMS_APPLICATION = 'bizdesk:hrms-application';

/**
 * Marks a controller as part of the HRMS application. Every HRMS and attendance controller carries
 * it, so the subscribed-application guard is wired in this one place.
 */
export const HrmsApplication = () => applyDecorators(SetMetadata(HRMS_APPLICATION, HRMS_APPLICATION_ID));
