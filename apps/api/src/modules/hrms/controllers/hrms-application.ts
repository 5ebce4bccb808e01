import { HRMS_APPLICATION_ID, SubscribedApplication } from '../../../core/tenancy/subscribed-application.js';

/**
 * Marks a controller as part of the HRMS application (id 10): a company that has not subscribed gets 403
 * "Subscribe to HRMS to use this". Every HRMS and attendance controller for signed-in users carries it.
 */
export const HrmsApplication = () => SubscribedApplication(HRMS_APPLICATION_ID, 'HRMS');
