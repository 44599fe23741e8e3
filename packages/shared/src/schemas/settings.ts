import { z } from 'zod';

/** The shop's fee settings (DECISIONS §4) as the public API shows them; amounts in RM. */
export const shopSettingsSchema = z.object({
  deliveryFee: z.number().nonnegative(),
  freeDeliveryOver: z.number().nonnegative(),
  handlingFeeLight: z.number().nonnegative(),
  handlingFeeHeavy: z.number().nonnegative(),
  handlingWeightLimitKg: z.number().nonnegative(),
  /** Percent, e.g. 7 for 7%. */
  taxRatePercent: z.number().min(0).max(100),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;
