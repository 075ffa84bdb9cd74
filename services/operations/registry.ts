/** Every service operation flows may call. tools/generate.ts puts their names and outcomes in the flow schema. */
import type { ServiceOperation } from '../../engine/core/service-operation.ts';
import { cancelSubscription } from './cancel-subscription.ts';
import { changePassword } from './change-password.ts';
import { checkVoucher } from './check-voucher.ts';
import { debtCheck } from './debt-check.ts';
import { fetchTiers } from './fetch-tiers.ts';
import { geoCheck } from './geo-check.ts';
import { identityRegister } from './identity-register.ts';
import { sendResetEmail } from './send-reset-email.ts';

export const serviceOperations: readonly ServiceOperation[] = [identityRegister, fetchTiers, geoCheck, debtCheck, cancelSubscription, checkVoucher, sendResetEmail, changePassword];
