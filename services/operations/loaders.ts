/**
 * Every service operation flows may call, by name, each loaded with its first call, so that the
 * first page carries the names only and not the operations of every other journey (issue 16). The
 * tools read them all at once through registry.ts; a unit test checks each key is its operation's name.
 */
import type { ServiceOperation } from '../../engine/core/service-operation.ts';

type Loader = () => Promise<ServiceOperation>;

export const operationLoaders: Readonly<Record<string, Loader>> = {
  'identity.register': () => import('./identity-register.ts').then((module) => module.identityRegister),
  'identity.verifyEmail': () => import('./identity-verify-email.ts').then((module) => module.identityVerifyEmail),
  'identity.autoLogin': () => import('./identity-autologin.ts').then((module) => module.identityAutoLogin),
  'identity.checkEmail': () => import('./identity-check-email.ts').then((module) => module.identityCheckEmail),
  'identity.resendVerification': () => import('./identity-resend-verification.ts').then((module) => module.identityResendVerification),
  'identity.login': () => import('./identity-login.ts').then((module) => module.identityLogin),
  'identity.socialLogin': () => import('./identity-social.ts').then((module) => module.socialLogin),
  'identity.resumeSession': () => import('./identity-social.ts').then((module) => module.resumeSession),
  'identity.logout': () => import('./identity-logout.ts').then((module) => module.identityLogout),
  'subscription.fetchTiers': () => import('./fetch-tiers.ts').then((module) => module.fetchTiers),
  'account.geoCheck': () => import('./geo-check.ts').then((module) => module.geoCheck),
  'account.featureFlags': () => import('./feature-flags.ts').then((module) => module.featureFlags),
  'subscription.cancel': () => import('./cancel-subscription.ts').then((module) => module.cancelSubscription),
  'subscription.revokeCancellation': () => import('./revoke-cancellation.ts').then((module) => module.revokeCancellation),
  'subscription.cancelFutureSubscription': () => import('./cancel-future-subscription.ts').then((module) => module.cancelFutureSubscription),
  'subscription.switchTier': () => import('./switch-tier.ts').then((module) => module.switchTier),
  'subscription.fixBedrock': () => import('./fix-bedrock.ts').then((module) => module.fixBedrock),
  'voucher.check': () => import('./check-voucher.ts').then((module) => module.checkVoucher),
  'newsletter.status': () => import('./newsletter.ts').then((module) => module.newsletterStatus),
  'newsletter.subscribe': () => import('./newsletter.ts').then((module) => module.newsletterSubscribe),
  'newsletter.unsubscribe': () => import('./newsletter.ts').then((module) => module.newsletterUnsubscribe),
  'account.pairDevice': () => import('./pair-device.ts').then((module) => module.pairDevice),
  'account.contact': () => import('./send-contact.ts').then((module) => module.sendContact),
  'password.sendResetEmail': () => import('./send-reset-email.ts').then((module) => module.sendResetEmail),
  'password.verifyLink': () => import('./verify-reset-link.ts').then((module) => module.verifyResetLink),
  'password.change': () => import('./change-password.ts').then((module) => module.changePassword),
  'subscription.plan': () => import('./load-plan.ts').then((module) => module.loadPlan),
  'payment.startPurchase': () => import('./start-purchase.ts').then((module) => module.startPurchase),
  'payment.changeDetails': () => import('./change-payment-details.ts').then((module) => module.changePaymentDetails),
  'payment.status': () => import('./payment-status.ts').then((module) => module.paymentStatus),
  'billing.invoices': () => import('./billing.ts').then((module) => module.loadInvoices),
  'billing.invoice': () => import('./billing.ts').then((module) => module.loadInvoice),
  'billing.pay': () => import('./billing.ts').then((module) => module.payInvoices),
  'subscription.claimEntitlement': () => import('./claim-entitlement.ts').then((module) => module.claimEntitlement),
};
