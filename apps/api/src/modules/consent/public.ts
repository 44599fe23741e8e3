/*
 * What other code may use of the consent module (docs/decisions/032; docs/product/your-data.md, "Consent"): its
 * routes, recording a consent given at registration, the current consent for the profile, the history for
 * "Download my data", and the unsubscribe headers every marketing e-mail must carry.
 */
export { consentRoutes } from './consent.routes';
export { listMarketingConsents, readMarketingConsent, recordMarketingConsent } from './marketing-consents';
export { marketingUnsubscribeHeaders, unsubscribeLink, unsubscribeSecret } from './unsubscribe-links';
