/**
 * The project's data files beside the flows, checked by the validator as kinds of their own (the
 * engine knows none of them by name): the partner offers and the promotions.
 */
import type { DataKind } from 'journey-engine/validate';
import { offerKind } from './offer.ts';
import { promotionKind } from './promotion.ts';

export const campaignKinds: readonly DataKind[] = [offerKind, promotionKind];
