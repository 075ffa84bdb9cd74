/** Every service operation flows may call. tools/generate.ts puts their names and outcomes in the flow schema. */
import type { ServiceOperation } from '../../engine/core/service-operation.ts';
import { loadInvoice, loadInvoices, payInvoices } from './billing.ts';
import { cancelSubscription } from './cancel-subscription.ts';
import { changePassword } from './change-password.ts';
import { changePaymentDetails } from './change-payment-details.ts';
import { checkVoucher } from './check-voucher.ts';
import { claimEntitlement } from './claim-entitlement.ts';
import { debtCheck } from './debt-check.ts';
import { featureFlags } from './feature-flags.ts';
import { fetchTiers } from './fetch-tiers.ts';
import { fixBedrock } from './fix-bedrock.ts';
import { geoCheck } from './geo-check.ts';
import { identityLogin } from './identity-login.ts';
import { identityLogout } from './identity-logout.ts';
import { identityRegister } from './identity-register.ts';
import { resumeSession, socialLogin } from './identity-social.ts';
import { identityVerifyEmail } from './identity-verify-email.ts';
import { loadPlan } from './load-plan.ts';
import { paymentStatus } from './payment-status.ts';
import { revokeCancellation } from './revoke-cancellation.ts';
import { sendContact } from './send-contact.ts';
import { sendResetEmail } from './send-reset-email.ts';
import { startPurchase } from './start-purchase.ts';
import { switchTier } from './switch-tier.ts';

export const serviceOperations: readonly ServiceOperation[] = [identityRegister, identityVerifyEmail, identityLogin, socialLogin, resumeSession, identityLogout, fetchTiers, geoCheck, debtCheck, featureFlags, cancelSubscription, revokeCancellation, switchTier, fixBedrock, checkVoucher, sendContact, sendResetEmail, changePassword, loadPlan, startPurchase, changePaymentDetails, paymentStatus, loadInvoices, loadInvoice, payInvoices, claimEntitlement];
